// The layout switch under the access guard (see __root): a screen renders in the admin shell
// unless it uses the basic layout (sign-in, recovery) or no route matched. Also here, once for the
// whole app: the tab title, the toasts, the loading overlay, push notifications, the live order
// alerts and the end of a session the API refuses.
//
// The shell (its sidebar, menus and tooltips) loads with the first signed-in screen, not with
// sign-in: the guard starts it alongside the screen's own code (see loadAdminShell).
import { Outlet, useMatches } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { NotFoundPage } from '../components/errors/not-found-page';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { loadAdminShell } from '../components/shell/load-admin-shell';
import { withChunkReload } from '../lib/lazy-route';
import { screenName } from '../lib/route-meta';
import { canAccess, useEndSessionWhenRejected, useSession, useSignOut } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

// Loaded when first used: the dialog pulls in the form kit, push notifications pull in Firebase;
// neither belongs in the first page load.
const ChangePasswordDialog = lazy(() => import('../features/auth/change-password-dialog'));
const PushNotifications = lazy(() => import('../lib/notifications/push-notifications'));
const LiveOrders = lazy(() => import('../lib/notifications/live-orders'));
const AdminShell = lazy(loadAdminShell);
// The toasts (sonner) load alongside the first screen instead of before it (see lib/toast).
const AppToaster = lazy(withChunkReload(() => import('../components/feedback/app-toaster')));

function useLeafMatch() {
  return useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      return { routeId: leaf?.routeId, meta: leaf?.staticData ?? {}, search: leaf?.search as Record<string, unknown> };
    },
  });
}

export function RootLayout() {
  const { routeId, meta, search } = useLeafMatch();
  const { session } = useSession();
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');
  const { signOut } = useSignOut();
  useEndSessionWhenRejected();

  const matched = routeId !== '__root__';
  // The guard refused the screen (a missing rule): the 404 page alone, no shell, its own title.
  const denied = matched && meta.routerType !== 'PUBLIC' && Boolean(session) && !canAccess(session, meta.rule);
  const titleDetail = meta.titleSearchKey ? search[meta.titleSearchKey] : undefined;
  useDocumentTitle(
    meta.name && !denied ? screenName(meta.name) : undefined,
    typeof titleDetail === 'string' ? titleDetail : undefined,
    !denied,
  );

  // New orders ring for whoever may see orders.
  const hearsOrders = canAccess(session, 'view_admin_order');
  const inShell = matched && !denied && meta.routerType !== 'PUBLIC' && !meta.usesBasicLayout && session;

  return (
    <>
      {denied ? (
        <NotFoundPage />
      ) : inShell ? (
        <Suspense fallback={null}>
          <AdminShell
            session={session}
            user={{
              name: session.name,
              email: session.email,
              onChangePassword: () => setPasswordDialog('open'),
              onLogout: signOut,
            }}
          >
            <Outlet />
            {passwordDialog === 'never' ? null : (
              <Suspense fallback={null}>
                <ChangePasswordDialog opened={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
              </Suspense>
            )}
          </AdminShell>
        </Suspense>
      ) : (
        <Outlet />
      )}
      <LoadingOverlay />
      <Suspense fallback={null}>
        <AppToaster inShell={Boolean(inShell)} />
      </Suspense>
      {session ? (
        <Suspense fallback={null}>
          <PushNotifications session={session} />
          {hearsOrders ? <LiveOrders /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
