// One layout for the reports: title and export buttons, the filter bar, summary cards, a chart
// (where the report has one), then the table of rows with paging.
import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListScreen } from '@/components/list/list-screen';

export interface ReportLayoutProps {
  title: string;
  exports: ReactNode;
  filters: ReactNode;
  summary: ReactNode;
  chartTitle?: string;
  chart?: ReactNode;
  table: ReactNode;
}

export function ReportLayout({ title, exports, filters, summary, chartTitle, chart, table }: ReportLayoutProps) {
  return (
    <ListScreen title={title} action={exports}>
      <Stack gap="md">
        {filters}
        {summary}
        {chart ? (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              {chartTitle}
            </Title>
            {chart}
          </Paper>
        ) : null}
        {table}
      </Stack>
    </ListScreen>
  );
}
