// The period's sales as a chart: gross sales as bars, paid orders as a line, per hour of today or
// per day of the window.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSalesPoint } from '@generated/model';
import { formatCompact, formatDate, formatNumber } from '@/lib/format';

export function SalesChart({ series, hourly }: { series: DashboardSalesPoint[]; hourly: boolean }) {
  const { t } = useTranslation();
  const data = series.map((point) => ({
    label: hourly ? point.label : formatDate(point.label),
    gross_sales: point.gross_sales,
    order_count: point.order_count,
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        {t('dashboard.salesChart')}
      </Title>
      <CompositeChart
        h={260}
        data={data}
        dataKey="label"
        withLegend
        withRightYAxis
        maxBarWidth={28}
        valueFormatter={(value) => formatNumber(value)}
        yAxisProps={{ tickFormatter: (value: number) => formatCompact(value) }}
        series={[
          { name: 'gross_sales', label: t('dashboard.grossSalesRupiah'), color: 'teal.6', type: 'bar' },
          {
            name: 'order_count',
            label: t('dashboard.totals.order_count'),
            color: 'orange.6',
            type: 'line',
            yAxisId: 'right',
          },
        ]}
      />
    </Paper>
  );
}
