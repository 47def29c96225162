// Runs before every web test file: jest-dom matchers, the browser APIs Mantine reads that jsdom
// lacks, the mocked API (MSW, see ./api) with its database put back to the examples after each
// test (./mock-db), and Testing Library's cleanup (Vitest runs without globals, so it cannot
// register it) once the screens the test rendered have finished loading. Tests speak English
// unless they switch, with every namespace's texts in place whether or not the admin shell or the
// screen has loaded them (a switch of language loads the other language's files of all of them).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { preloadDialogs } from '@/components/feedback/dialog';
import { i18n, i18nReady } from '@/lib/i18n';
import { useTokenStore } from '@/lib/session/token-store';
import { api } from './api';
import { resetMockDb } from './mock-db';
import { settleRenderedApps } from './rendered-apps';

// findBy… and waitFor wait up to 10 s: a screen's lazy modules can take several seconds to load
// on a busy machine (the whole app renders through the real router).
configure({ asyncUtilTimeout: 10_000 });

window.matchMedia ??= (query: string) =>
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
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// jsdom defines scrollTo only to report that it is not implemented; the router calls it.
window.scrollTo = () => undefined;

beforeAll(async () => {
  // A screen's dialogs open at once, as they do in the app once the screen has shown (their code
  // loads as it mounts, see components/feedback/dialog); a test clicking right after rendering
  // would otherwise race that load.
  await preloadDialogs();
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(i18n.options.fallbackNS || []);
  api.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  // A test that leaves a screen loading fails here, once everything below has been put back.
  const unsettled = await settleRenderedApps().then(
    () => undefined,
    (error: unknown) => error,
  );
  cleanup();
  api.resetHandlers();
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  useTokenStore.getState().clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  await i18n.changeLanguage('en');
  if (unsettled) throw unsettled;
});
afterAll(() => api.close());
