// The row of filters above a list; they wrap on a narrow screen.
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="center" wrap="wrap" w="100%">
      {children}
    </Group>
  );
}
