// The access guard end to end through the real route tree, with the session under test control.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../generated/model';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import type { SessionState } from '../lib/session/use-session';

const sessionState = vi.hoisted(() => ({ current: { hasToken: false, session: undefined } as SessionState }));
vi.mock('../lib/session/use-session', () => ({ useSession: () => sessionState.current }));

const session = (scopes: Session['admin_scope']): SessionState => ({
  hasToken: true,
  session: { id: 1, name: 'Rina Wulandari', email: 'rina@teahouse.id', devices: [], admin_scope: scopes },
});

function renderAt(url: string, state: SessionState) {
  sessionState.current = state;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('access guard', () => {
  it('sends a visitor from a private screen to /login', async () => {
    const router = renderAt('/users', { hasToken: false, session: undefined });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user from a public screen to /', async () => {
    const router = renderAt('/login', session([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders nothing while the session is loading', async () => {
    const router = renderAt('/users', { hasToken: true, session: undefined });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('shows the 404 page when the session lacks the rule', async () => {
    renderAt('/users', session(['view_admin_category']));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('renders the screen in the shell with a menu limited to the scopes', async () => {
    renderAt('/users', session(['view_admin_user']));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText(/This screen is coming soon/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveTextContent('Dashboard');
    expect(menu).toHaveTextContent('Reports');
    expect(menu).not.toHaveTextContent('Category');
    expect(screen.getByText(/Admin Dashboard · v1\.0\.0 · © \d{4}/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Users | Admin Dashboard'));
  });

  it('shows the error page for an invalid search value', async () => {
    renderAt('/users?page=abc', session(['view_admin_user']));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Page must be a number')).toBeInTheDocument();
  });
});
