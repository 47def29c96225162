// The first screen after sign-in. Sales analytics join it once the contract offers them; until
// then it welcomes the user and points to the screens their role opens.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetInfo } from '../../../generated/hooks/auth/auth';

export function DashboardPage() {
  const info = useGetInfo();
  const session = info.data?.data;
  const firstName = session?.name.trim().split(/\s+/)[0];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        </Title>
        <Text c="dimmed">Here is your Teahouse back office. Pick a screen from the menu to get started.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            Signed in as
          </Text>
          <Text fw={600}>{session?.name}</Text>
          <Text size="sm">{session?.email ?? 'No email'}</Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            Screens you can open
          </Text>
          <Text fw={600} fz="xl">
            {session ? session.admin_scope.length : 0} permission{session?.admin_scope.length === 1 ? '' : 's'}
          </Text>
          <Text size="sm">Granted by your roles; ask an administrator for more.</Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
