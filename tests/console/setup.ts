/**
 * Setup of the console's component tests (jsdom). jsdom lacks a few browser APIs that MUI and
 * react-admin use (matchMedia, ResizeObserver, scrollTo); they get minimal stand-ins here.
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../../src/console/providers/i18nProvider';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});

// lazily loaded screens take a moment to arrive in jsdom, longer while the API suite runs in the other lane
configure({ asyncUtilTimeout: 15_000 });

// the console fetches its language's messages before it renders (main.tsx); so do the tests
await initI18n();
