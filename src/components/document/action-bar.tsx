// A document page's top: its title and number with the status badges, and the actions its status
// allows followed by Print. None of it prints.
import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/shell/document-title';
import { NO_PRINT } from './print-classes';

export function DocumentBar({
  label,
  number,
  badges,
  actions,
}: {
  label: string;
  number: string | undefined;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" className={NO_PRINT}>
      <Group gap="sm">
        <DocumentTitle label={label} number={number} />
        {badges}
      </Group>
      {actions}
    </Group>
  );
}

export function ActionBar({ children, printLabel }: { children?: ReactNode; printLabel?: string }) {
  return (
    <Group gap="xs" className={NO_PRINT}>
      {children}
      {printLabel ? (
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {printLabel}
        </Button>
      ) : null}
    </Group>
  );
}
