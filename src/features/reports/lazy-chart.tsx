// The report chart, its code fetched once the screen is up; a placeholder of its size meanwhile.
import '@mantine/core/styles/Skeleton.css';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './report-chart';

const ReportChart = lazy(() => import('./report-chart'));

export function LazyChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<Skeleton h={280} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
