// Stands in for a screen whose feature is still being built: its name and a short note, never a
// blank page. The name comes from the route's staticData.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { screenName } from '../../lib/route-meta';

export function ScreenPlaceholder() {
  const { t } = useTranslation();
  const name = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.name });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {name ? screenName(name) : t('shell.screen')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t('shell.comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
