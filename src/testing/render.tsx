// Renders for component tests the way the app does: Mantine (theme, dates), React Query, and for
// whole screens the real router over a memory history, against the mocked API (./api).
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { getGetInfoMockHandler } from '@generated/hooks/auth/auth.msw';
import type { AdminScope, Session } from '@generated/model';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { theme } from '@/app/theme';
import { setToken } from '@/lib/cookies';
import { useTokenStore } from '@/lib/session/token-store';
import { api } from './api';
import { rendered } from './rendered-apps';

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement, queryClient = createQueryClient()) {
  // A wrapper (not a parent element) so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

export const ALL_SCOPES: AdminScope[] = [
  'view_admin_category',
  'view_admin_sku',
  'view_admin_timeslot',
  'view_admin_counter',
  'view_admin_purchase_order',
  'view_admin_inventory',
  'view_admin_order',
  'view_admin_invoices',
  'view_admin_outlet',
  'view_admin_user',
];

export function sessionWith(scopes: AdminScope[] = ALL_SCOPES): Session {
  return { id: 1, name: 'Rina Wulandari', email: 'rina@teahouse.id', devices: [], admin_scope: scopes, outlets: [] };
}

/** Signs the test browser in: a token cookie and the info call answering with this session. */
export function signIn(session: Session = sessionWith()) {
  setToken('test-token');
  useTokenStore.setState({ token: 'test-token' });
  api.use(getGetInfoMockHandler({ data: session }));
}

/** The whole app at `url`: the real route tree, guard, shell and screen. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  rendered(router);
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
