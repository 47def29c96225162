// Once for the whole app, around both layouts of the access guard (see layouts) and the 404 page:
// the toasts, the loading overlay, push notifications, the live stream (alerts and change notices)
// and the end of a session the API refuses.
import { Outlet, useMatch } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { LoadingOverlay } from '@/components/feedback/loading-overlay';
import { withChunkReload } from '@/lib/lazy-route';
import { canAccess, useEndSessionWhenRejected, useSession } from '@/lib/session';

// Loaded when first used: push notifications pull in Firebase; it does not belong in the first
// page load.
const PushNotifications = lazy(() => import('@/lib/notifications/push-notifications'));
const LiveOrders = lazy(() => import('@/lib/notifications/live-orders'));
// The toasts (sonner) load alongside the first screen instead of before it (see lib/toast).
const AppToaster = lazy(withChunkReload(() => import('@/components/feedback/app-toaster')));

export function RootLayout() {
  const { session } = useSession();
  useEndSessionWhenRejected();
  // The admin shell shows (see shell-layout): the toasts move where it leaves room for them.
  const shellShown = useMatch({
    from: '/_signed-in',
    shouldThrow: false,
    select: (match) => match.status === 'success',
  });
  // New orders ring for whoever may see orders; low stock alerts whoever may see inventory; a
  // purchase order awaiting approval whoever may approve it; and changes to what they see reach
  // those who see orders, inventory, invoices or purchase orders.
  const hearsOrders = (
    [
      'view_admin_order',
      'view_admin_inventory',
      'approve_admin_purchase_order',
      'view_admin_invoices',
      'view_admin_purchase_order',
    ] as const
  ).some((scope) => canAccess(session, scope));

  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <Suspense fallback={null}>
        <AppToaster inShell={Boolean(shellShown && session)} />
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
