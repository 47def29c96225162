// The list on a phone: one card per row instead of a table scrolled sideways. The card's title,
// subtitle, badge and figures are the table's own columns (the screen names which), rendered by
// the same cell renderers, with the row's actions in reach at the card's foot. The cards read the
// columns themselves (a value is its column's accessor; a `Cell` renders it as in the table), so a
// phone runs no table library.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import { ActionIcon, Box, Card, Checkbox, Group, NativeSelect, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronLeftPipe, IconChevronRight, IconChevronRightPipe } from '@tabler/icons-react';
import type { MRT_ColumnDef, MRT_Localization, MRT_RowData } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '@/components/list/filter-drawer';
import { formatNumber } from '@/lib/format';
import type { ListView } from './data-table';
import { fromTablePagination, PAGE_SIZES, type PageParams } from './pagination';
import './data-cards.css';

/** Which columns (by id) make a row's card; the rest of the table's columns stay off the card. */
export interface CardLayout {
  title: string;
  /** Shown under the title, joined with " · "; a column whose value is null for the row is left out. */
  subtitle?: string[];
  /** The status, at the card's top right. */
  badge?: string;
  /** Key figures, each under its column's header. */
  figures?: string[];
}

type Column<T extends MRT_RowData> = MRT_ColumnDef<T>;

/** A column's id, as the table gives it: its `id`, else its accessor key. */
const columnId = <T extends MRT_RowData>(column: Column<T>) => column.id ?? String(column.accessorKey ?? '');

/** The row's value in a column: what its accessor reads. */
function valueOf<T extends MRT_RowData>(column: Column<T> | undefined, row: T): unknown {
  if (!column) return undefined;
  if (column.accessorFn) return column.accessorFn(row);
  return column.accessorKey === undefined ? undefined : (row as Record<string, unknown>)[String(column.accessorKey)];
}

/** The layout a screen did not name (a report's): the first column as title, every other a figure. */
const defaultCardLayout = (ids: string[]): CardLayout => ({ title: ids[0] ?? '', figures: ids.slice(1) });

/** A cell as the table shows it: the column's `Cell` with the row and its value, or the value. */
function CellValue<T extends MRT_RowData>({ column, row, id }: { column: Column<T>; row: T; id: string }) {
  const value = valueOf(column, row);
  const shown = typeof value === 'string' || typeof value === 'number' ? value : null;
  if (!column.Cell) return <>{shown}</>;
  const cell = { getValue: () => value, renderValue: () => value };
  const props = { row: { original: row, id, getValue: () => value }, cell, renderedCellValue: shown };
  return <>{column.Cell(props as unknown as Parameters<NonNullable<Column<T>['Cell']>>[0])}</>;
}

interface CardProps<T extends MRT_RowData> {
  row: T;
  id: string;
  columns: Map<string, Column<T>>;
  layout: CardLayout;
  renderRowActions?: (row: T) => ReactNode;
  /** Whether the row is selected; undefined where the list selects none. */
  selected?: boolean;
  onToggle: () => void;
  localization: MRT_Localization;
}

function RowCard<T extends MRT_RowData>({ row, id, columns, layout, selected, onToggle, ...props }: CardProps<T>) {
  const cell = (columnId: string) => {
    const column = columns.get(columnId);
    return column ? <CellValue column={column} row={row} id={id} /> : null;
  };
  const header = (columnId: string) => {
    const title = columns.get(columnId)?.header;
    return typeof title === 'string' ? title : columnId;
  };
  const figures = layout.figures ?? [];
  // A part of the subtitle whose value is null (a counter order's pick-up window) is left out.
  const subtitle = (layout.subtitle ?? []).filter((part) => valueOf(columns.get(part), row) !== null);
  const actions = props.renderRowActions?.(row);
  return (
    <Card component="li" withBorder padding="xs" radius="md" className="data-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap" miw={0}>
          {selected === undefined ? null : (
            <Checkbox mt={2} aria-label={props.localization.toggleSelectRow} checked={selected} onChange={onToggle} />
          )}
          <Stack gap={0} miw={0}>
            <Text component="div" fw={600} size="sm" className="data-card-title">
              {cell(layout.title)}
            </Text>
            {subtitle.length ? (
              <Text component="div" size="xs" c="dimmed" className="data-card-subtitle">
                {subtitle.map((part, index) => (
                  <span key={part}>
                    {index > 0 ? ' · ' : null}
                    {cell(part)}
                  </span>
                ))}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {layout.badge ? <Box className="data-card-badge">{cell(layout.badge)}</Box> : null}
      </Group>
      {figures.length > 0 || actions ? (
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs" mt={4}>
          <dl className="data-card-figures">
            {figures.map((figure) => (
              <div key={figure} className="data-card-figure">
                <dt>{header(figure)}</dt>
                <dd>{cell(figure)}</dd>
              </div>
            ))}
          </dl>
          {actions ? <Box className="data-card-actions">{actions}</Box> : null}
        </Group>
      ) : null}
    </Card>
  );
}

/** Paging under the cards: the page size, which rows of how many, and the way to the other pages. */
function CardsPagination({
  pagination,
  total,
  onChange,
  localization,
}: {
  pagination: PageParams;
  total: number;
  onChange: (next: PageParams) => void;
  localization: MRT_Localization;
}) {
  const { page, size } = pagination;
  const pages = Math.max(1, Math.ceil(total / size));
  const first = Math.min(total, (page - 1) * size + 1);
  const last = Math.min(total, page * size);
  const edges = pages > 2;
  const go = (to: number) => onChange({ page: to, size });
  const button = (label: string, to: number, disabled: boolean, icon: ReactNode) => (
    <ActionIcon aria-label={label} color="gray" variant="subtle" disabled={disabled} onClick={() => go(to)}>
      {icon}
    </ActionIcon>
  );
  return (
    <Group className="data-cards-pagination" justify="space-between" wrap="nowrap" gap="xs">
      <NativeSelect
        aria-label={localization.rowsPerPage}
        size="xs"
        data={PAGE_SIZES.map(String)}
        value={String(size)}
        // As in the table: a new size starts again at the first page.
        onChange={(event) =>
          onChange(
            fromTablePagination({ pageIndex: page - 1, pageSize: Number(event.currentTarget.value) }, pagination),
          )
        }
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {`${formatNumber(last === 0 ? 0 : first)}-${formatNumber(last)} ${localization.of} ${formatNumber(total)}`}
      </Text>
      <Group gap={4} wrap="nowrap">
        {edges ? button(localization.goToFirstPage, 1, page <= 1, <IconChevronLeftPipe />) : null}
        {button(localization.goToPreviousPage, page - 1, page <= 1, <IconChevronLeft />)}
        {button(localization.goToNextPage, page + 1, last >= total, <IconChevronRight />)}
        {edges ? button(localization.goToLastPage, pages, last >= total, <IconChevronRightPipe />) : null}
      </Group>
    </Group>
  );
}

export function DataCards<T extends MRT_RowData>(props: ListView<T>) {
  const { rows, isLoading, error, selection, getRowId, localization } = props;
  const { t } = useTranslation();
  const columns = new Map(props.columns.map((column) => [columnId(column), column]));
  const layout = props.card ?? defaultCardLayout([...columns.keys()]);
  const toolbar =
    props.bulkActions ??
    (props.toolbar ? <FilterDrawer count={props.activeFilters ?? 0}>{props.toolbar}</FilterDrawer> : null);
  const shown = error ? [] : (rows ?? []);
  const toggle = (id: string) =>
    selection?.onChange(
      selection.selected.includes(id)
        ? selection.selected.filter((other) => other !== id)
        : [...selection.selected, id],
    );
  return (
    <Stack gap="xs" className="data-cards">
      {toolbar ? <Box>{toolbar}</Box> : null}
      <Box pos="relative">
        {props.isFetching ? (
          <Progress
            animated
            aria-busy="true"
            aria-label={t('table.updating')}
            radius={0}
            size="xs"
            value={100}
            pos="absolute"
            top={0}
            left={0}
            right={0}
          />
        ) : null}
      </Box>
      {isLoading && !error ? (
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        props.fallback
      ) : (
        <ul className="data-cards-list">
          {shown.map((row) => {
            const id = getRowId(row);
            return (
              <RowCard
                key={id}
                row={row}
                id={id}
                columns={columns}
                layout={layout}
                renderRowActions={props.renderRowActions}
                selected={selection ? selection.selected.includes(id) : undefined}
                onToggle={() => toggle(id)}
                localization={localization}
              />
            );
          })}
        </ul>
      )}
      {props.showPagination && props.pagination && props.onPaginationChange ? (
        <CardsPagination
          pagination={props.pagination}
          total={props.total ?? 0}
          onChange={props.onPaginationChange}
          localization={localization}
        />
      ) : null}
    </Stack>
  );
}
