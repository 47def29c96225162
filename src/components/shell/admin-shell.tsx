// The admin shell: top bar 3.5rem, sidebar 13.5rem or 4rem, and the footer at the foot of the page
// (in the page's flow, not fixed: a fixed strip would take a line of every screen, a phone's most).
// On a phone there is no rail: the sidebar is a drawer opened by the top bar's menu button, over a
// dimmed overlay that closes it when clicked, or on Escape.
import '@mantine/core/styles/AppShell.css';
import './contrast.css';
import { AppShell, Group, Overlay, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@/lib/route-meta';
import type { ScopedSession } from '@/lib/session/access';
import { useOnceTrue } from '@/lib/use-once-true';
import { Logo } from './logo';
import { buildMenu, type RouteEntry } from './menu';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT, useSidebar } from './sidebar-store';
import { SidebarToggle } from './sidebar-toggle';
import { UserMenu, type UserMenuProps } from './user-menu';

// React 18 knows no `inert` prop; the attribute is passed as is.
const INERT = { inert: '' } as Record<string, string>;

export interface AdminShellProps {
  /** Whose sidebar: it lists the screens the session may open. */
  session: ScopedSession;
  /** The screens inside the shell, for its sidebar. */
  screens: readonly RouteEntry[];
  user: UserMenuProps;
  children: ReactNode;
}

export default function AdminShell({ session, screens, user, children }: AdminShellProps) {
  const { t } = useTranslation();
  const menu = useMemo(() => buildMenu(screens, session), [screens, session]);
  const sidebar = useSidebar();
  const floating = sidebar.small && sidebar.mode === 'MAXIMIZE';
  // On a phone the drawer's links are built when it first opens, and kept: a closed drawer is out of
  // sight, and building its links took a good part of a phone's first screen.
  const showLinks = useOnceTrue(!sidebar.small || floating);
  // Capture: a focused tooltip or menu would otherwise keep Escape to itself.
  useWindowEvent(
    'keydown',
    (event) => {
      if (floating && event.key === 'Escape') sidebar.minimize();
    },
    { capture: true },
  );

  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      navbar={{
        width: SIDEBAR_WIDTH[sidebar.mode],
        breakpoint: 'sm',
        collapsed: { mobile: !floating },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <SidebarToggle />
            <Logo size={30} />
            <Text fw={700} visibleFrom="xs">
              {t('app.brand')}
            </Text>
          </Group>
          <UserMenu {...user} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        style={sidebar.small ? { width: SIDEBAR_WIDTH.MAXIMIZE } : undefined}
        // Closed on a phone, the drawer is out of sight and out of the Tab order.
        {...(sidebar.small && !floating ? INERT : {})}
      >
        {showLinks ? <Sidebar menu={menu} /> : null}
      </AppShell.Navbar>
      {floating ? <Overlay fixed zIndex={99} backgroundOpacity={0.45} onClick={sidebar.minimize} /> : null}
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ outline: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Group component="footer" justify="center" pt="xl" data-testid="shell-footer">
          <Text size="xs" c="dimmed">
            {t('shell.footer', { title: t('app.title'), version: APP_VERSION, year: new Date().getFullYear() })}
          </Text>
        </Group>
      </AppShell.Main>
    </AppShell>
  );
}
