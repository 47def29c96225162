// The outlets taking orders: open now or not, the address and the opening hours (WIB), today's
// first. Choosing one opens its menu.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useListCustomerOutlets } from '@generated/app/hooks/app-outlets/app-outlets';
import type { AppOutlet } from '@generated/app/model';
import { ButtonLink } from '@/components/links';
import { useCustomerTitle } from './title';
import { hoursText, jakartaWeekday } from './hours';
import { EmptyState, LoadFailed } from './states';

function OutletCard({ outlet }: { outlet: AppOutlet }) {
  const { t } = useTranslation();
  const today = jakartaWeekday();
  const todays = outlet.opening_hours.find((day) => day.weekday === today);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={outlet.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {outlet.name}
          </Title>
          <Badge
            color={outlet.is_open_now ? 'teal' : 'gray'}
            variant={outlet.is_open_now ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {outlet.is_open_now ? t('customer.outlets.openNow') : t('customer.outlets.closedNow')}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{outlet.address}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {todays ? t('customer.outlets.today', { hours: hoursText(todays) }) : t('customer.outlets.noHours')}
          </Text>
        </Group>
        {outlet.opening_hours.length > 0 ? (
          <details>
            <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
              {t('customer.outlets.weekHours')}
            </Text>
            <Stack gap={2} mt={4} component="dl" m={0}>
              {outlet.opening_hours.map((day) => (
                <Group key={day.weekday} justify="space-between" gap="xs" fw={day.weekday === today ? 600 : undefined}>
                  <Text size="xs" component="dt">
                    {t(`customer.weekdays.${day.weekday}`)}
                  </Text>
                  <Text size="xs" component="dd" m={0}>
                    {hoursText(day)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </details>
        ) : null}
        <ButtonLink
          to="/customer/outlets/$outletId"
          params={{ outletId: String(outlet.id) }}
          variant={outlet.is_open_now ? 'filled' : 'light'}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          mt="auto"
          fullWidth
        >
          {t('customer.outlets.seeMenu')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

export function OutletsPage() {
  const { t } = useTranslation();
  useCustomerTitle(t('customer.outlets.title'));
  const outlets = useListCustomerOutlets();
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('customer.outlets.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('customer.outlets.subtitle')}
        </Text>
      </Stack>
      {outlets.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : outlets.isError ? (
        <LoadFailed error={outlets.error} onRetry={() => void outlets.refetch()} />
      ) : outlets.data.data.length === 0 ? (
        <EmptyState text={t('customer.outlets.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {outlets.data.data.map((outlet) => (
            <OutletCard key={outlet.id} outlet={outlet} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
