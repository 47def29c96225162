// The basic layout of sign-in and recovery: a centred card under the brand.
import '@mantine/core/styles/Paper.css';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/shell/logo';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group gap="xs" justify="center">
            <Logo size={40} />
            <Text fw={700} size="lg">
              {t('app.brand')}
            </Text>
          </Group>
          <Stack gap={4} ta="center">
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
