// The modifier report: per option sold in the range, at the chosen outlets, the cups sold with it,
// the revenue of its price, what it added or saved of each ingredient, and the cups whose product
// its recipe did not cover. The API answers every option at once; the table pages them here.
import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportModifierReportQueryKey,
  getExportModifierReportXlsxQueryKey,
  useGetModifierReport,
} from '@generated/hooks/reports/reports';
import type { ModifierReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/pagination';
import { useListSearch } from '@/components/list/use-list-search';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatExactQuantity, formatNumber, formatRupiah } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { OutletFilter } from './outlet-filter';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { modifierReportParams } from './search';

const route = getRouteApi('/_signed-in/report-modifiers');
/** The options the chart shows: those sold on the most cups. */
const CHART_OPTIONS = 10;
const SUMMARY = ['cups', 'options_sold', 'revenue', 'recipe_gap_cups'] as const;

export function ModifierReportPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = modifierReportParams(search);
  const report = useGetModifierReport(params, { query: { placeholderData: keepPreviousData } });
  const rows = report.data?.data;
  const summary = report.data?.summary;
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const indonesian = i18n.resolvedLanguage === 'id';
  const groupOf = (row: ModifierReportRow) => (indonesian && row.indonesian_group_name) || row.group_name;
  const optionOf = (row: ModifierReportRow) => (indonesian && row.indonesian_option_name) || row.option_name;

  const columns = useMemo<MRT_ColumnDef<ModifierReportRow>[]>(
    () => [
      { id: 'group', header: t('reports.modifiers.group'), accessorFn: groupOf },
      { id: 'option', header: t('reports.modifiers.option'), accessorFn: optionOf },
      { id: 'cups', header: t('reports.modifiers.cups'), accessorFn: (row) => formatNumber(row.cups) },
      { id: 'revenue', header: t('reports.modifiers.revenue'), accessorFn: (row) => formatRupiah(row.revenue) },
      {
        id: 'ingredients',
        header: t('reports.modifiers.ingredients'),
        size: 260,
        accessorFn: (row) => row.ingredients.map((i) => i.ingredient_name).join(', '),
        Cell: ({ row: { original } }) =>
          original.ingredients.length ? (
            <Stack gap={2}>
              {original.ingredients.map((i) => (
                <Text key={i.ingredient_sku_id} size="sm">
                  {t(i.quantity.startsWith('-') ? 'reports.modifiers.saved' : 'reports.modifiers.added', {
                    name: i.ingredient_name,
                    quantity: formatExactQuantity(i.quantity.replace(/^-/, '')),
                    unit: i.stock_unit,
                  })}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('reports.modifiers.noIngredients')}
            </Text>
          ),
      },
      {
        id: 'recipe_gap_cups',
        header: t('reports.modifiers.recipe_gap_cups'),
        accessorFn: (row) => formatNumber(row.recipe_gap_cups),
        Cell: ({ row: { original } }) =>
          original.recipe_gap_cups > 0 ? (
            <Badge color="orange" variant="light" data-testid="recipe-gap">
              {t('reports.modifiers.gap', { count: original.recipe_gap_cups })}
            </Badge>
          ) : (
            formatNumber(0)
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language, as `t` does
    [t],
  );

  const chartData = [...(rows ?? [])]
    .sort((a, b) => b.cups - a.cups)
    .slice(0, CHART_OPTIONS)
    .map((row) => ({ option: `${groupOf(row)}: ${optionOf(row)}`, cups: row.cups }));

  return (
    <ReportLayout
      title={t('screens.modifierReport')}
      exports={
        <ExportButtons
          csv={getExportModifierReportQueryKey(params)}
          xlsx={getExportModifierReportXlsxQueryKey(params)}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} onChange={setSearch}>
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.isFetching}
          cards={SUMMARY.map((key) => ({
            key,
            label: t(`reports.modifiers.summary.${key}`),
            value: summary ? (key === 'revenue' ? formatRupiah(summary[key]) : formatNumber(summary[key])) : '–',
          }))}
        />
      }
      chartTitle={t('reports.modifiers.chart')}
      chart={
        <LazyChart
          variant="grouped"
          data={chartData}
          dataKey="option"
          format={formatNumber}
          series={[{ name: 'cups', label: t('reports.modifiers.cups'), color: 'indigo.6' }]}
        />
      }
      table={
        <DataTable
          rows={rows?.slice((page - 1) * size, page * size)}
          total={rows?.length}
          isLoading={report.isLoading}
          isFetching={report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
          pagination={{ page, size }}
          onPaginationChange={(next) => setSearch({ page: next.page, size: next.size })}
          columns={columns}
          getRowId={(row) => String(row.modifier_option_id)}
          emptyMessage={t('reports.modifiers.empty')}
        />
      }
    />
  );
}
