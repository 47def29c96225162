// The signed-in screens' layout (see layouts): the admin shell around the screen, with the tab
// title and the user menu's change-password dialog. The shell's code (its sidebar, menus and
// tooltips) loads with the first signed-in screen, not with sign-in: the guard starts it alongside
// the screen's own (see loadAdminShell).
import { getRouteApi, Outlet, useRouter, type AnyRoute } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { loadAdminShell } from '@/components/shell/load-admin-shell';
import { useBuiltInTheBackground } from '@/lib/lazy-route';
import { useSession, useSignOut } from '@/lib/session';
import { useScreenTitle } from '@/lib/use-document-title';

// Loaded when first used: the dialog pulls in the form kit.
const ChangePasswordDialog = lazy(() => import('@/features/auth/change-password-dialog'));
const AdminShell = lazy(loadAdminShell);

const layout = getRouteApi('/_signed-in');

export function ShellLayout() {
  useScreenTitle();
  const router = useRouter();
  const { session } = useSession();
  const checked = layout.useRouteContext({ select: (context) => context.session });
  const { signOut } = useSignOut();
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');
  // The shell (the sidebar's links, the header's menus) is built in small steps, as a screen is.
  const built = useBuiltInTheBackground();

  // The session is fetched again when the window regains focus: a changed role goes through the
  // guard again, which shows the 404 page if the screen is no longer the user's.
  useEffect(() => {
    if (session && session !== checked) void router.invalidate();
  }, [session, checked, router]);

  // The sidebar lists this layout's screens.
  const screens = useMemo(
    () =>
      Object.values(router.routesById as Record<string, AnyRoute>)
        .filter((route) => route.parentRoute?.id === layout.id)
        .map((route) => ({ path: route.fullPath, meta: route.options.staticData })),
    [router],
  );

  // Signing out: the screen alone until /login replaces it.
  if (!session) return <Outlet />;
  if (!built) return null;
  return (
    <Suspense fallback={null}>
      <AdminShell
        session={session}
        screens={screens}
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
  );
}
