// What a list shows instead of rows: its empty message, or why it could not load with a way to try
// again (not for a refused session: that one goes to the sign-in page by itself).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError, NetworkError } from '@/lib/api/errors';

export function DataTableEmpty({ message }: { message: string }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconMoodEmpty size={32} stroke={1.5} aria-hidden />
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}

export function DataTableError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = error instanceof NetworkError;
  const canRetry = !(isApiError(error) && (error.status === 401 || error.status === 403));
  return (
    <Alert
      role="alert"
      color={offline ? 'orange' : 'red'}
      variant="light"
      icon={offline ? <IconWifiOff aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={offline ? t('table.offlineTitle') : t('table.errorTitle')}
      m="md"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{error.message}</Text>
        {canRetry ? (
          <Button size="xs" variant="outline" color={offline ? 'orange' : 'red'} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
