// Renders screens the way the app does (Mantine theme, a fresh query client) for component tests.
// jsdom lacks the browser APIs Mantine reads, so they are stubbed here when missing.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
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
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export function renderWithProviders(ui: ReactElement, queryClient = new QueryClient()) {
  // A wrapper (not a parent element) so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
