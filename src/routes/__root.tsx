// The root route: every screen is its child. Its `beforeLoad` is the access guard (spec section 2),
// run before any screen's loader, so no screen fetches data for a user who may not open it: a
// private screen without a session goes to /login (keeping the screen to come back to), a public
// screen with one goes to /, a missing rule shows the 404 page.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { NotFoundPage } from '../components/errors/not-found-page';
import { loadAdminShell } from '../components/shell/load-admin-shell';
import { canAccess, loadSession, sessionValidity } from '../lib/session';
import { RootLayout } from './root-layout';
import { RootError } from './root-error';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, matches }) => {
    const leaf = matches[matches.length - 1];
    // An unknown URL matches only the root: its 404 page needs no session.
    if (!leaf || leaf.routeId === rootRouteId) return;
    const meta = leaf.staticData;
    const routerType = meta.routerType ?? 'PRIVATE';
    const session = await loadSession(context.queryClient);
    const validity = sessionValidity({ hasToken: Boolean(session), hasSession: Boolean(session), routerType });
    if (validity === 'THROW_TO_LOGIN') {
      throw redirect({ to: '/login', search: location.pathname === '/' ? {} : { redirect: location.href } });
    }
    if (validity === 'THROW_TO_DASHBOARD_HOME') throw redirect({ to: '/' });
    // No screen loader runs; the layout shows the 404 page (see root-layout).
    if (routerType !== 'PUBLIC' && !canAccess(session, meta.rule)) throw notFound({ routeId: rootRouteId });
    // A screen in the shell: its code loads alongside the screen's.
    if (routerType !== 'PUBLIC' && !meta.usesBasicLayout) void loadAdminShell();
  },
  component: RootLayout,
  // An unknown URL, or a screen the session may not open: the spec's 404 page.
  notFoundComponent: NotFoundPage,
  // The guard could not reach the API (503, offline): say so and try again.
  errorComponent: RootError,
  // While the guard waits for the session: nothing (spec: LOADING renders nothing).
  pendingComponent: () => null,
});
