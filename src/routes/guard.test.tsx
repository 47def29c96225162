// The access guard and the layout switch through the real route tree, against the mocked API: who
// goes where, what renders, which calls are made, and how a lost session ends.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetInfoQueryKey } from '@generated/hooks/auth/auth';
import { getGetInfoMockHandler } from '@generated/hooks/auth/auth.msw';
import { useSidebarStore } from '@/components/shell/sidebar-store';
import { getToken } from '@/lib/cookies';
import { toast } from '@/lib/toast';
import { api, apiError } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
import { i18n } from '@/lib/i18n';

const toastError = vi.spyOn(toast, 'error');

describe('access guard', () => {
  it('sends a visitor from a private screen to /login, keeping the screen to return to', async () => {
    const { router } = renderApp('/category?name=tea');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/category?name=tea' });
  });

  it('sends a signed-in user from a public screen to /', async () => {
    signIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders nothing while the session is loading, then the screen once it has', async () => {
    signIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.get('*/usr/v1/info', async () => {
        await answered;
        return HttpResponse.json({ data: sessionWith() });
      }),
    );
    const { router } = renderApp('/users');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    answer();
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it('shows the 404 page for a missing rule, with its own title, and loads nothing for the screen', async () => {
    signIn(sessionWith(['view_admin_order']));
    const calls: string[] = [];
    api.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    renderApp('/category');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Admin Dashboard'));
    expect(calls).not.toContain('/adm/v1/categories');
    api.events.removeAllListeners();
  });

  it("shows the 404 page when a session fetched again no longer has the open screen's rule", async () => {
    signIn(sessionWith(['view_admin_timeslot', 'view_admin_category']));
    const { queryClient } = renderApp('/timeslot');
    expect(await screen.findByRole('heading', { name: 'Timeslot', level: 1 })).toBeInTheDocument();
    // The role changed elsewhere; the window regains focus and asks again.
    api.use(getGetInfoMockHandler({ data: sessionWith(['view_admin_category']) }));
    await queryClient.refetchQueries({ queryKey: getGetInfoQueryKey() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('renders the screen in the shell with a menu limited to the scopes', async () => {
    signIn(sessionWith(['view_admin_user']));
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveTextContent('Dashboard');
    expect(menu).toHaveTextContent('Reports');
    expect(menu).not.toHaveTextContent('Category');
    expect(menu).not.toHaveTextContent('Login');
    // The footer closes the page, in its flow: no fixed strip over every screen.
    expect(screen.getByRole('main')).toContainElement(screen.getByText(/Admin Dashboard · v1\.0\.0 · © \d{4}/));
    await waitFor(() => expect(document.title).toBe('Users | Admin Dashboard'));
  });

  it("lets the keyboard skip from the page's first Tab stop to its content", async () => {
    signIn(sessionWith(['view_admin_user']));
    renderApp('/users');
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Users', level: 1 }));
  });

  it('renders the shell in Indonesian: menu, footer, title and language of the page', async () => {
    signIn(sessionWith(['view_admin_user']));
    await i18n.changeLanguage('id');
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menu utama' });
    expect(menu).toHaveTextContent('Dasbor');
    expect(menu).toHaveTextContent('Pengguna');
    expect(menu).toHaveTextContent('Laporan');
    expect(screen.getByText(/Dasbor Admin · v1\.0\.0 · © \d{4}/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    await waitFor(() => expect(document.title).toBe('Dasbor | Dasbor Admin'));
  });

  it.each([
    ['/users?page=abc', 'Page must be a number'],
    ['/category?size=-5', 'Size must be a whole number from 1'],
    ['/category?size=2.5', 'Size must be a whole number from 1'],
    ['/order?order_id=0', 'Order ID must be a whole number from 1'],
  ])('shows the error page with the message for %s, never a crash', async (url, message) => {
    signIn();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('keeps the session and retries when the API is unavailable', async () => {
    signIn();
    api.use(apiError('get', '/usr/v1/info', 503, 'Database unavailable'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'The service is unavailable' })).toBeInTheDocument();
    expect(getToken()).toBe('test-token');
    api.use(http.get('*/usr/v1/info', () => HttpResponse.json({ data: sessionWith() })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it('removes a refused token and asks to sign in', async () => {
    signIn();
    api.use(apiError('get', '/usr/v1/info', 401, 'Your session has expired. Please sign in again.'));
    const { router } = renderApp('/category');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('a session that ends while a screen is open', () => {
  it('goes to /login with the screen to return to, and says why', async () => {
    signIn();
    const { router } = renderApp('/category?page=2');
    // The first page has loaded: only what comes next meets the refusal.
    expect(await screen.findByRole('row', { name: /Milk Tea/ })).toBeInTheDocument();
    api.use(apiError('get', '/adm/v1/categories', 401, 'Your session has expired. Please sign in again.'));
    await router.navigate({ to: '/category', search: { page: 3 } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/category?page=3' });
    expect(getToken()).toBeUndefined();
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    // It stays until the user closes it or signs in again, not the few seconds of other toasts.
    expect(toastError).toHaveBeenLastCalledWith(
      'Your session has expired. Please sign in again.',
      expect.objectContaining({ duration: Infinity }),
    );
  });
});

describe('the sidebar rail', () => {
  it.each([
    ['a mouse', true],
    ['a touch screen', false],
  ])('names a rail icon in a tooltip only where there is hover (%s)', async (_device, hover) => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: hover && query.includes('hover: hover'),
    });
    useSidebarStore.setState({ desktop: 'MINIMIZE' });
    try {
      signIn();
      renderApp('/');
      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      await userEvent.hover(within(menu).getByRole('link', { name: 'Category' }));
      if (hover) expect(await screen.findByRole('tooltip', { name: 'Category' })).toBeInTheDocument();
      else {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      }
    } finally {
      window.matchMedia = matchMedia;
      useSidebarStore.setState({ desktop: 'MAXIMIZE' });
    }
  });
});

describe('the shell on a phone', () => {
  it('starts with the sidebar drawer closed, out of the Tab order, and a tap on an entry or Escape closes it', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      signIn();
      renderApp('/');
      await screen.findByRole('button', { name: 'Open menu' });
      const drawer = document.querySelector('nav.mantine-AppShell-navbar')!;
      expect(drawer).toHaveAttribute('inert');
      // Its links are built when it first opens.
      expect(within(drawer as HTMLElement).queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Expand sidebar' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(drawer).not.toHaveAttribute('inert');
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getByText('Category')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      expect(drawer).toHaveAttribute('inert');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(within(menu).getByText('Category'));
      await waitFor(() => expect(drawer).toHaveAttribute('inert'));
      // The tap opened the screen; the test ends with the navigation done, not pending.
      expect(await screen.findByRole('heading', { name: 'Category', level: 1 })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
