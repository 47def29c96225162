// Spec section 2: the page for an unexpected route error (a failed loader, a bad search value).
import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorDetails } from './error-message';

export function ErrorPage({ error, reset }: ErrorComponentProps) {
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
          Something went wrong
        </Title>
        <Text c="dimmed">
          We're sorry, but an unexpected error occurred. Don't worry - you can try one of the actions below to get back
          on track.
        </Text>
        <Alert color="red" title="Error Details" w="100%" ta="left">
          <Code block>{errorDetails(error)}</Code>
        </Alert>
        <Group justify="center">
          <Button component={Link} to="/">
            Return to Dashboard
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button variant="light" onClick={() => void resetSearch()}>
            Reset Search
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          If the problem persists, please contact our support team.
        </Text>
      </Stack>
    </Center>
  );
}
