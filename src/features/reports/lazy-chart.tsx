// The report chart, its code fetched once the screen is up and the chart comes near the screen (on
// a phone the figures fill the first screen); a placeholder of its size meanwhile.
import { lazy } from 'react';
import { BelowTheFold } from '@/components/feedback/below-the-fold';
import type { ReportChartProps } from './report-chart';

const ReportChart = lazy(() => import('./report-chart'));

export function LazyChart(props: ReportChartProps) {
  return (
    <BelowTheFold height={280}>
      <ReportChart {...props} />
    </BelowTheFold>
  );
}
