// Spec section 2: the 404 page, also shown when a signed-in user lacks a screen's rule.
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/session/use-session';

export function NotFoundView({ signedIn }: { signedIn: boolean }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Text fz={96} fw={800} lh={1} c="teal.7" aria-hidden="false">
          404
        </Text>
        <Title order={1} size="h2">
          Page Not Found
        </Title>
        <Text c="dimmed">
          Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or the URL might
          be incorrect.
        </Text>
        <Group justify="center">
          {signedIn ? (
            <Button component={Link} to="/">
              Go to Dashboard
            </Button>
          ) : (
            <Button component={Link} to="/login">
              Go to Login
            </Button>
          )}
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          If you continue to experience issues, please contact support or try again later.
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
