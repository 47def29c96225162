// What a list shows instead of rows: its empty message, or the error with a way to try again.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';

export function DataTableEmpty({ message }: { message: string }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconMoodEmpty size={32} stroke={1.5} aria-hidden />
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}

export function DataTableError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Could not load the list"
      m="md"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
