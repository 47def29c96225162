// The access guard and layout switch (spec section 2): LOADING renders nothing, a private screen
// without a session goes to /login, a public screen with one goes to /, a missing rule shows the
// 404 page; otherwise the screen renders in the admin shell unless it uses the basic layout.
import { Navigate, Outlet, useMatches, useNavigate, useRouter, type AnyRoute } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NotFoundPage } from '../components/errors/not-found-page';
import { AppToaster } from '../components/feedback/app-toaster';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { AdminShell } from '../components/shell/admin-shell';
import { buildMenu } from '../components/shell/menu';
import { ChangePasswordDialog } from '../features/auth/change-password-dialog';
import { documentTitle } from '../lib/route-meta';
import { canAccess, sessionValidity, useSession, useSignOut } from '../lib/session';

// The lazily loaded extra widget: push notifications pull in Firebase, which the sign-in page
// does not need.
const PushNotifications = lazy(() => import('../lib/notifications/push-notifications'));

function useLeafMatch() {
  return useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      return { routeId: leaf?.routeId, meta: leaf?.staticData ?? {}, search: leaf?.search as Record<string, unknown> };
    },
  });
}

export function RootLayout() {
  const router = useRouter();
  const navigate = useNavigate();
  const { routeId, meta, search } = useLeafMatch();
  const { hasToken, session } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  const { signOut } = useSignOut(useCallback(() => void navigate({ to: '/login' }), [navigate]));

  const titleDetail = meta.titleSearchKey ? search[meta.titleSearchKey] : undefined;
  useEffect(() => {
    document.title = documentTitle(meta.name, typeof titleDetail === 'string' ? titleDetail : undefined);
  }, [meta.name, titleDetail]);

  const menu = useMemo(() => {
    const routes = Object.values(router.routesById as Record<string, AnyRoute>);
    return buildMenu(
      routes.map((route) => ({ path: route.fullPath, meta: route.options.staticData })),
      session,
    );
  }, [router, session]);

  const noRouteMatched = routeId === '__root__';
  const routerType = meta.routerType ?? 'PRIVATE';
  const validity = sessionValidity({ hasToken, hasSession: Boolean(session), routerType });
  const inShell = !noRouteMatched && validity === 'VALID' && !meta.usesBasicLayout && Boolean(session);

  let page: ReactNode;
  if (noRouteMatched) page = <Outlet />;
  else if (validity === 'LOADING') page = null;
  else if (validity === 'THROW_TO_LOGIN') page = <Navigate to="/login" replace />;
  else if (validity === 'THROW_TO_DASHBOARD_HOME') page = <Navigate to="/" replace />;
  else if (routerType !== 'PUBLIC' && !canAccess(session, meta.rule)) page = <NotFoundPage />;
  else if (!inShell || !session) page = <Outlet />;
  else
    page = (
      <AdminShell
        menu={menu}
        user={{
          name: session.name,
          email: session.email,
          onChangePassword: () => setChangingPassword(true),
          onLogout: signOut,
        }}
      >
        <Outlet />
        <ChangePasswordDialog opened={changingPassword} onClose={() => setChangingPassword(false)} />
      </AdminShell>
    );

  return (
    <>
      {page}
      <LoadingOverlay />
      <AppToaster inShell={inShell} />
      {session ? (
        <Suspense fallback={null}>
          <PushNotifications session={session} />
        </Suspense>
      ) : null}
    </>
  );
}
