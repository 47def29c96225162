// A report's chart (loaded after the screen, so the charting library does not hold up the table):
// bars with an optional line on a right axis, bars side by side, or bars stacked.
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatCompact } from '@/lib/format';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
  /** In a composite chart: a line on the right axis instead of bars. */
  line?: boolean;
}

export interface ReportChartProps {
  variant: 'composite' | 'grouped' | 'stacked';
  data: Record<string, string | number>[];
  dataKey: string;
  series: ChartSeries[];
  format: (value: number) => string;
}

export default function ReportChart({ variant, data, dataKey, series, format }: ReportChartProps) {
  const common = {
    h: 280,
    data,
    dataKey,
    withLegend: true,
    // The right-hand axis calls it with the tick's index as a second argument: pass the value only.
    valueFormatter: (value: number) => format(value),
    yAxisProps: { tickFormatter: (value: number) => formatCompact(value) },
  };
  if (variant === 'composite')
    return (
      <CompositeChart
        {...common}
        withRightYAxis
        maxBarWidth={28}
        series={series.map(({ line, ...s }) =>
          line ? { ...s, type: 'line' as const, yAxisId: 'right' } : { ...s, type: 'bar' as const },
        )}
      />
    );
  return <BarChart {...common} type={variant === 'stacked' ? 'stacked' : 'default'} series={series} />;
}
