// The sidebar menu: routes the session may open, groups that expand on click, the active item
// highlighted. Minimized, it shows icons with tooltips; a group click then expands the sidebar.
import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { groupOfPath, isActivePath, type MenuItem } from './menu';
import { SidebarToggle } from './sidebar-toggle';
import { useSidebarStore } from './sidebar-store';

function MenuLink({ item, minimized, pathname }: { item: MenuItem; minimized: boolean; pathname: string }) {
  const Icon = item.icon;
  const link = (
    <NavLink
      component={Link}
      to={item.path ?? '/'}
      label={minimized ? undefined : item.label}
      aria-label={minimized ? item.label : undefined}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={item.path ? isActivePath(item.path, pathname) : false}
      variant="light"
    />
  );
  return minimized ? (
    <Tooltip label={item.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

export function Sidebar({ menu }: { menu: MenuItem[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const minimized = useSidebarStore((s) => s.mode === 'MINIMIZE');
  const maximize = useSidebarStore((s) => s.maximize);
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => {
    const current = groupOfPath(menu, pathname);
    return new Set(current ? [current] : []);
  });

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
        <nav aria-label="Main menu">
          {menu.map((item) => {
            if (!item.children)
              return <MenuLink key={item.key} item={item} minimized={minimized} pathname={pathname} />;
            const Icon = item.icon;
            const childActive = item.children.some((child) => child.path && isActivePath(child.path, pathname));
            if (minimized) {
              return (
                <Tooltip key={item.key} label={item.label} position="right" withArrow>
                  <NavLink
                    component="button"
                    aria-label={item.label}
                    leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                    active={childActive}
                    variant="light"
                    onClick={() => {
                      maximize();
                      setGroup(item.key, true);
                    }}
                  />
                </Tooltip>
              );
            }
            return (
              <NavLink
                key={item.key}
                // A real button, so the group is reachable and opens from the keyboard.
                component="button"
                label={item.label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                opened={openGroups.has(item.key)}
                onChange={(open) => setGroup(item.key, open)}
                active={childActive && !openGroups.has(item.key)}
                variant="light"
                childrenOffset="md"
              >
                {item.children.map((child) => (
                  <MenuLink key={child.key} item={child} minimized={false} pathname={pathname} />
                ))}
              </NavLink>
            );
          })}
        </nav>
      </ScrollArea>
      <Stack align={minimized ? 'center' : 'flex-end'} p="xs">
        <SidebarToggle />
      </Stack>
    </Stack>
  );
}
