import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentLocale, initI18n } from './providers/i18nProvider';
import { installScriptErrorHandlers } from './providers/errorLog';

installScriptErrorHandlers();
// the chosen language's messages come first (their own small chunk), then the console renders in it
await initI18n();
applyDocumentLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
