import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useSidebarStore } from './sidebar-store';

export function SidebarToggle() {
  const mode = useSidebarStore((s) => s.mode);
  const toggle = useSidebarStore((s) => s.toggle);
  const label = mode === 'MAXIMIZE' ? 'Collapse sidebar' : 'Expand sidebar';
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
