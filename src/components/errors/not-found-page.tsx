// The 404 page, also shown when a signed-in user lacks a screen's rule. Its tab
// title is its own ("Page Not Found | Admin Dashboard"), never the forbidden screen's.
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/use-session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundView({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Text fz={96} fw={800} lh={1} c="teal.7">
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Group justify="center">
          {signedIn ? (
            <Button component={Link} to="/">
              {t('notFound.goToDashboard')}
            </Button>
          ) : (
            <Button component={Link} to="/login">
              {t('notFound.goToLogin')}
            </Button>
          )}
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('notFound.reload')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('notFound.footer')}
        </Text>
      </Stack>
    </Center>
  );
}

/** The 404 page for the current visitor: a dashboard link when signed in, else a login link. */
export function NotFoundPage() {
  const { session } = useSession();
  return <NotFoundView signedIn={Boolean(session)} />;
}
