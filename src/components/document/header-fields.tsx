// A document's header: labelled values in a grid (four across on a wide screen, one on a phone),
// with longer texts such as notes below it at full width.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function HeaderField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </div>
  );
}

export function HeaderFields({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {children}
      </SimpleGrid>
      {below}
    </Paper>
  );
}
