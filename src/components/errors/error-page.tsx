// The page for an unexpected route error (a failed loader, a bad search value).
import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorDetails } from './error-message';

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });

  const resetSearch = async () => {
    // Same page, no search parameters: the usual way out of a bad filter in the URL.
    await router.navigate({ to: pathname as never, search: {} as never, replace: true });
    reset();
  };

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={620} ta="center">
        <IconAlertTriangle size={56} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('errorPage.title')}
        </Title>
        <Text c="dimmed">{t('errorPage.text')}</Text>
        <Alert color="red" title={t('errorPage.details')} w="100%" ta="left">
          <Code block>{errorDetails(error)}</Code>
        </Alert>
        <Group justify="center">
          <Button component={Link} to="/">
            {t('errorPage.returnToDashboard')}
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errorPage.refresh')}
          </Button>
          <Button variant="light" onClick={() => void resetSearch()}>
            {t('errorPage.resetSearch')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('errorPage.footer')}
        </Text>
      </Stack>
    </Center>
  );
}
