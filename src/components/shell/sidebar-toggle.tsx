import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSidebar } from './sidebar-store';

export function SidebarToggle() {
  const { t } = useTranslation();
  const { mode, small, toggle } = useSidebar();
  const open = mode === 'MAXIMIZE';
  // On a phone the sidebar is a drawer behind a menu button.
  const label = small
    ? t(open ? 'menuDrawer.close' : 'menuDrawer.open')
    : t(open ? 'shell.collapseSidebar' : 'shell.expandSidebar');
  const Icon = small ? (open ? IconX : IconMenu2) : open ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-expanded={open} onClick={toggle}>
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
