// A filter the list was opened with from elsewhere (a SKU, an order, a transfer), shown as a tag
// with a button that removes it.
import '@mantine/core/styles/Badge.css';
import { Badge, CloseButton } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RemovableFilterProps {
  /** The accessible name of the remove button ("Show every SKU"...). */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

export function RemovableFilter({ removeLabel, onRemove, children }: RemovableFilterProps) {
  return (
    <Badge
      variant="light"
      size="lg"
      rightSection={<CloseButton size="xs" aria-label={removeLabel} onClick={onRemove} />}
    >
      {children}
    </Badge>
  );
}
