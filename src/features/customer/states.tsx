// What a customer screen shows instead of its content: nothing to show yet, a call that failed
// (the API's message, and a way to try again), and an address the app does not know.
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToastText } from '@/lib/mutation-feedback';
import { useCustomerTitle } from './title';

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconMoodEmpty size={40} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('customer.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorToastText(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('customer.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  useCustomerTitle(t('customer.notFound.title'));
  return (
    <Center py="xl">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} size="h2">
          {t('customer.notFound.title')}
        </Title>
        <Text c="dimmed">{t('customer.notFound.text')}</Text>
        <Button component={Link} to="/customer">
          {t('customer.notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
