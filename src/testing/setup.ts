// Runs before every web test file: jest-dom matchers, the browser APIs Mantine reads that jsdom
// lacks, and Testing Library's cleanup (Vitest runs without globals, so it cannot register it).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(cleanup);
