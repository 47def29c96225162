// The first screen after sign-in: a greeting and the sales of the last 1, 7 or 30 days.
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useGetInfo } from '../../../generated/hooks/auth/auth';
import { useGetDashboardAnalytics } from '../../../generated/hooks/dashboard/dashboard';
import type { GetDashboardAnalyticsDays } from '../../../generated/model';
import { DashboardLists } from './dashboard-lists';
import { StatCards } from './stat-cards';

const DAY_CHOICES = [
  { value: '1', label: 'Today' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
];

export function DashboardPage() {
  const [days, setDays] = useState<GetDashboardAnalyticsDays>(1);
  const name = useGetInfo().data?.data.name.trim().split(/\s+/)[0];
  const analytics = useGetDashboardAnalytics({ days });
  const data = analytics.data?.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {name ? `Welcome back, ${name}` : 'Welcome back'}
          </Title>
          <Text c="dimmed">How the outlets are doing.</Text>
        </div>
        <SegmentedControl
          aria-label="Period"
          data={DAY_CHOICES}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as GetDashboardAnalyticsDays)}
        />
      </Group>
      {analytics.isError ? (
        <Alert color="red" title="Analytics unavailable">
          {analytics.error.message}
        </Alert>
      ) : !data ? (
        <Stack>
          <Skeleton h={88} />
          <Skeleton h={220} />
        </Stack>
      ) : (
        <>
          <StatCards totals={data.totals} previous={data.previous_totals} />
          <DashboardLists analytics={data} />
        </>
      )}
    </Stack>
  );
}
