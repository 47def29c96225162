// The frame of a list screen: its title (the page's one h1), the primary action, then the list.
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ListScreenProps {
  title: string;
  /** The primary action, e.g. `<NewButton>`. */
  action?: ReactNode;
  children: ReactNode;
}

export function ListScreen({ title, action, children }: ListScreenProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** The "New …" button of a list screen. */
export function NewButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}
