// The look of a list row's actions: a subtle icon with its tooltip, or a small subtle button (or
// button link) with an icon, each named for the row it acts on.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Tooltip, type MantineColor } from '@mantine/core';
import { IconPencil, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowActionIconProps {
  /** What the tooltip shows. */
  tooltip: string;
  /** The accessible name, naming the row. */
  label: string;
  color?: MantineColor;
  onClick: () => void;
  children: ReactNode;
}

export function RowActionIcon({ tooltip, label, color, onClick, children }: RowActionIconProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Props for a row's text button, `<Button>` or `<ButtonLink>`: small, subtle, the icon first. */
export function rowButton(Icon: TablerIcon, label: string) {
  return {
    size: 'xs',
    variant: 'subtle',
    leftSection: <Icon size={14} aria-hidden />,
    'aria-label': label,
  } as const;
}

/** A row's "Edit" button, named for the row ("Edit Milk Tea"). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button {...rowButton(IconPencil, t('common.editItem', { name }))} onClick={onClick}>
      {t('common.edit')}
    </Button>
  );
}
