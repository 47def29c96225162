// The first screen after sign-in: a greeting and the sales of the last 1, 7 or 30 days (the period
// is in the URL), against the period before, with the sales drawn as a chart. The chart library
// is most of the screen's weight: its code loads once the figures are up and the chart comes near
// the screen (below the fold on a phone), with a placeholder of the chart's size until it is in (as
// the reports' charts do). Those who see the stock also see what expires soon at their outlets.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetDashboardAnalytics } from '@generated/hooks/dashboard/dashboard';
import { BelowTheFold } from '@/components/feedback/below-the-fold';
import { useListSearch } from '@/components/list/use-list-search';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session';
import { canAccess } from '@/lib/session/access';
import { ChannelSplit } from './channel-split';
import { DashboardLists } from './dashboard-lists';
import { ExpiringPanel } from './expiring-panel';
import { DAY_CHOICES, type Days } from './search';
import { StatCards } from './stat-cards';

const route = getRouteApi('/_signed-in/');

const SalesChart = lazyPart(() => import('./sales-chart'), 'SalesChart');

export function DashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const days: Days = search.days ?? 1;
  const { session } = useSession();
  const name = session?.name.trim().split(/\s+/)[0];
  const seesStock = canAccess(session, 'view_admin_inventory');
  const analytics = useGetDashboardAnalytics({ days });
  const data = analytics.data?.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}
          </Title>
          <Text c="dimmed">{t('dashboard.subtitle')}</Text>
        </div>
        <SegmentedControl
          aria-label={t('dashboard.period')}
          data={DAY_CHOICES.map((value) => ({ value: String(value), label: t(`dashboard.days${value}`) }))}
          value={String(days)}
          onChange={(value) => setSearch({ days: value === '1' ? undefined : (Number(value) as Days) })}
        />
      </Group>
      {analytics.isError ? (
        <Alert color="red" title={t('dashboard.unavailable')}>
          {analytics.error.message}
        </Alert>
      ) : !data ? (
        <Stack>
          <Skeleton h={88} />
          <Skeleton h={260} />
          <Skeleton h={220} />
        </Stack>
      ) : (
        <>
          <StatCards totals={data.totals} previous={data.previous_totals} />
          <ChannelSplit totals={data.totals} />
          <BelowTheFold height={260}>
            <SalesChart series={data.sales_series} hourly={data.days === 1} />
          </BelowTheFold>
          <DashboardLists analytics={data} />
          {seesStock ? <ExpiringPanel /> : null}
        </>
      )}
    </Stack>
  );
}
