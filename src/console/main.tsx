import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentLocale } from './providers/i18nProvider';
import { installScriptErrorHandlers } from './providers/errorLog';

applyDocumentLocale();
installScriptErrorHandlers();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
