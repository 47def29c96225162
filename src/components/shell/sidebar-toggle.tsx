import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSidebar } from './sidebar-store';

export function SidebarToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useSidebar();
  const label = mode === 'MAXIMIZE' ? t('shell.collapseSidebar') : t('shell.expandSidebar');
  const Icon = mode === 'MAXIMIZE' ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        aria-expanded={mode === 'MAXIMIZE'}
        onClick={toggle}
      >
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
