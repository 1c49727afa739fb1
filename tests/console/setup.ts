/**
 * Setup of the console's component tests (jsdom), run before each test file. jsdom lacks a few browser APIs
 * that MUI and react-admin use (matchMedia, ResizeObserver, scrollTo); they get minimal stand-ins here.
 *
 * The project runs without isolation (vite.config.ts): a worker keeps React, MUI and react-admin loaded and one
 * jsdom window from one file to the next, which saved most of the project's import and environment time. So each
 * file starts here from what a fresh tab would have: empty storage and cookies, the address at /, the real
 * fetch, and the console's own modules evaluated anew (their module-level state: the language, the session's
 * caches, the error log).
 */
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';

/**
 * Empties emotion's default cache, which lives as long as the worker: otherwise every style of every file
 * before stays in the document (1,861 style rules by a worker's twelfth file, against 700-1,000 for one file),
 * and jsdom matches each rule on every getComputedStyle — the bulk of what axe and role queries cost here.
 */
function flushEmotion(): void {
  let cache: EmotionCache | null = null;
  const Grab = () => {
    cache = useEmotionCache();
    return null;
  };
  render(createElement(Grab)).unmount();
  const found = cache as EmotionCache | null;
  if (!found) return;
  found.sheet.flush();
  for (const key of Object.keys(found.inserted)) delete found.inserted[key];
}

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
flushEmotion();
document.body.innerHTML = '';
document.documentElement.lang = '';
vi.resetModules();
// imported after the reset: the instance the test file's own imports get
const { initI18n } = await import('../../src/console/providers/i18nProvider');

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
  // the styles of the test before go too: a file's later tests paid for every rule its earlier ones added
  // (apps-release: 392 style elements by its second test, 1,358 by its last)
  flushEmotion();
});

// lazily loaded screens take a moment to arrive in jsdom, longer while the API and browser suites run beside them
configure({ asyncUtilTimeout: 15_000 });

// the console fetches its language's messages before it renders (main.tsx); so do the tests
await initI18n();
