// The access guard: every screen sits in one of two pathless layouts under the root, whose
// `beforeLoad` decides who may open it before any screen's loader runs, so no screen fetches data
// for someone who may not see it.
// - The screens for visitors (sign-in, password recovery), on the basic layout: a signed-in user
//   goes to the dashboard.
// - The screens for signed-in users, in the admin shell: a visitor goes to /login, keeping the
//   screen to come back to; a screen whose rule the session lacks shows the 404 page alone.
// An unknown URL matches neither layout: the root's 404 page needs no session.
import { createRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { loadAdminShell } from '@/components/shell/load-admin-shell';
import { getToken } from '@/lib/cookies';
import { canAccess, loadSession } from '@/lib/session';
import { useScreenTitle } from '@/lib/use-document-title';
import { rootRoute } from './__root';
import { RootError } from './root-error';
import { ShellLayout } from './shell-layout';

const guarded = {
  // While the session loads: nothing.
  pendingComponent: () => null,
  // The session could not be loaded (the API is down or out of reach): say so and try again.
  errorComponent: RootError,
  // The 404 page: in place of the layout for a screen the session may not open, inside it for a
  // URL that only starts like one of its screens (/category/12).
  notFoundComponent: NotFoundPage,
};

export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/' });
  },
  component: BasicLayout,
  ...guarded,
});

export const signedInLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signed-in',
  beforeLoad: async ({ context, location, matches }) => {
    // With a token the session is most likely still good: the shell's code starts loading while it
    // is checked, not after.
    if (getToken()) void loadAdminShell();
    const session = await loadSession(context.queryClient);
    if (!session) {
      throw redirect({ to: '/login', search: location.pathname === '/' ? {} : { redirect: location.href } });
    }
    // The 404 page stands in for the whole layout, shell included, and no screen loader runs.
    if (!canAccess(session, matches.at(-1)?.staticData.rule)) throw notFound();
    // The shell's code loads alongside the screen's.
    void loadAdminShell();
    return { session };
  },
  component: ShellLayout,
  ...guarded,
});

function BasicLayout() {
  useScreenTitle();
  return <Outlet />;
}
