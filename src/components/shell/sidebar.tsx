// The sidebar menu: routes the session may open, groups that expand on click, the active item
// highlighted. Minimized, it shows icons with tooltips; a group click then expands the sidebar. On
// a small screen a tap on an entry closes the sidebar again.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Tooltip.css';
import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { screenName } from '@/lib/route-meta';
import { groupOfPath, isActivePath, type MenuItem } from './menu';
import { SidebarToggle } from './sidebar-toggle';
import { useSidebar } from './sidebar-store';

/**
 * The name of a rail icon, shown beside it on hover. A touch screen has no hover: a tap would leave
 * the name standing over the next screen, so there the icon's accessible name has to do.
 */
function RailTooltip({ label, children }: { label: string; children: ReactElement }) {
  const canHover = useMediaQuery('(hover: hover)', true);
  return canHover ? (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  ) : (
    children
  );
}

/** The approvers' queue, whose entry shows how many purchase orders wait. */
const APPROVALS_PATH = '/approvals';
// Loaded only for approvers, with the purchase-order calls it needs, not with every screen's shell.
const ApprovalCount = lazy(() => import('./approval-count').then((m) => ({ default: m.ApprovalCount })));

interface LinkProps {
  item: MenuItem;
  minimized: boolean;
  pathname: string;
  onFollow: () => void;
}

function MenuLink({ item, minimized, pathname, onFollow }: LinkProps) {
  const Icon = item.icon;
  const label = screenName(item.name);
  const link = (
    <NavLink
      component={Link}
      to={item.path ?? '/'}
      label={minimized ? undefined : label}
      aria-label={minimized ? label : undefined}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      rightSection={
        item.path === APPROVALS_PATH && !minimized ? (
          <Suspense fallback={null}>
            <ApprovalCount />
          </Suspense>
        ) : undefined
      }
      active={item.path ? isActivePath(item.path, pathname) : false}
      variant="light"
      onClick={onFollow}
    />
  );
  return minimized ? <RailTooltip label={label}>{link}</RailTooltip> : link;
}

export function Sidebar({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const sidebar = useSidebar();
  const minimized = sidebar.mode === 'MINIMIZE';
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => {
    const current = groupOfPath(menu, pathname);
    return new Set(current ? [current] : []);
  });
  const onFollow = () => {
    if (sidebar.small) sidebar.minimize();
  };

  const setGroup = (key: string, open: boolean) =>
    setOpenGroups((groups) => {
      const next = new Set(groups);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap={0} h="100%">
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <nav aria-label={t('shell.mainMenu')}>
          {menu.map((item) => {
            if (!item.children) {
              return (
                <MenuLink key={item.key} item={item} minimized={minimized} pathname={pathname} onFollow={onFollow} />
              );
            }
            const Icon = item.icon;
            const label = screenName(item.name);
            const childActive = item.children.some((child) => child.path && isActivePath(child.path, pathname));
            if (minimized) {
              return (
                <RailTooltip key={item.key} label={label}>
                  <NavLink
                    component="button"
                    aria-label={label}
                    leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                    active={childActive}
                    variant="light"
                    onClick={() => {
                      sidebar.maximize();
                      setGroup(item.key, true);
                    }}
                  />
                </RailTooltip>
              );
            }
            return (
              <NavLink
                key={item.key}
                // A real button, so the group is reachable and opens from the keyboard.
                component="button"
                label={label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                opened={openGroups.has(item.key)}
                onChange={(open) => setGroup(item.key, open)}
                active={childActive && !openGroups.has(item.key)}
                variant="light"
                childrenOffset="md"
              >
                {item.children.map((child) => (
                  <MenuLink key={child.key} item={child} minimized={false} pathname={pathname} onFollow={onFollow} />
                ))}
              </NavLink>
            );
          })}
        </nav>
      </ScrollArea>
      {/* On a phone the top bar's menu button opens and closes the drawer. */}
      {sidebar.small ? null : (
        <Stack align={minimized ? 'center' : 'flex-end'} p="xs">
          <SidebarToggle />
        </Stack>
      )}
    </Stack>
  );
}
