// The API cannot be reached or answers 503: say so, keep the session, and try again every few
// seconds (and at once on request) until it answers.
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const RETRY_EVERY_MS = 5000;

export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useInterval(onRetry, RETRY_EVERY_MS, { autoInvoke: true });

  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Loader aria-hidden />
        <Title order={1} size="h2">
          {t('errors.unavailableTitle')}
        </Title>
        <Text c="dimmed" role="status">
          {t('errors.unavailableText')}
        </Text>
        <Button variant="default" onClick={onRetry}>
          {t('errors.retryNow')}
        </Button>
      </Stack>
    </Center>
  );
}
