// The list on a phone: one card per row instead of a table scrolled sideways. The card's title,
// subtitle, badge and figures are the table's own columns (the screen names which), rendered by
// the same cell renderers, with the row's actions in reach at the card's foot.
import '@mantine/core/styles/Card.css';
import { Box, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  MRT_ProgressBar,
  MRT_TableBodyCellValue,
  MRT_TablePagination,
  type MRT_Cell,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'mantine-react-table';
import type { ReactNode } from 'react';
import { FilterDrawer } from '@/components/list/filter-drawer';
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

const DISPLAY_COLUMN = /^mrt-/;

/** The layout a screen did not name (a report's): the first column as title, every other a figure. */
function defaultCardLayout(columnIds: string[]): CardLayout {
  const data = columnIds.filter((id) => !DISPLAY_COLUMN.test(id));
  return { title: data[0] ?? '', figures: data.slice(1) };
}

export interface DataCardsProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  layout?: CardLayout;
  isLoading: boolean;
  /** What the list shows instead of rows: its empty message or its error. */
  fallback: ReactNode;
  renderRowActions?: (row: T) => ReactNode;
  selectable: boolean;
  /** Above the cards while rows are selected, in place of the filters. */
  bulkActions: ReactNode;
  /** The list's filters, behind the "Filters" button. */
  filters?: ReactNode;
  activeFilters: number;
  showPagination: boolean;
}

function CellValue<T extends MRT_RowData>({
  row,
  id,
  table,
}: {
  row: MRT_Row<T>;
  id: string;
  table: MRT_TableInstance<T>;
}) {
  const cell = row.getAllCells().find((candidate) => candidate.column.id === id) as MRT_Cell<T> | undefined;
  return cell ? <MRT_TableBodyCellValue cell={cell} table={table} /> : null;
}

function headerOf<T extends MRT_RowData>(table: MRT_TableInstance<T>, id: string) {
  const header = table.getColumn(id)?.columnDef.header;
  return typeof header === 'string' ? header : id;
}

function RowCard<T extends MRT_RowData>({
  row,
  table,
  layout,
  renderRowActions,
  selectable,
}: {
  row: MRT_Row<T>;
  table: MRT_TableInstance<T>;
  layout: CardLayout;
  renderRowActions?: (row: T) => ReactNode;
  selectable: boolean;
}) {
  const { localization } = table.options;
  const figures = layout.figures ?? [];
  // A part of the subtitle whose value is null (a counter order's pick-up window) is left out.
  const subtitle = (layout.subtitle ?? []).filter((id) => row.getValue(id) !== null);
  const actions = renderRowActions?.(row.original);
  return (
    <Card component="li" withBorder padding="xs" radius="md" className="data-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap" miw={0}>
          {selectable ? (
            <Checkbox
              mt={2}
              aria-label={localization.toggleSelectRow}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ) : null}
          <Stack gap={0} miw={0}>
            <Text component="div" fw={600} size="sm" className="data-card-title">
              <CellValue row={row} id={layout.title} table={table} />
            </Text>
            {subtitle.length ? (
              <Text component="div" size="xs" c="dimmed" className="data-card-subtitle">
                {subtitle.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? ' · ' : null}
                    <CellValue row={row} id={id} table={table} />
                  </span>
                ))}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {layout.badge ? (
          <Box className="data-card-badge">
            <CellValue row={row} id={layout.badge} table={table} />
          </Box>
        ) : null}
      </Group>
      {figures.length > 0 || actions ? (
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs" mt={4}>
          <dl className="data-card-figures">
            {figures.map((id) => (
              <div key={id} className="data-card-figure">
                <dt>{headerOf(table, id)}</dt>
                <dd>
                  <CellValue row={row} id={id} table={table} />
                </dd>
              </div>
            ))}
          </dl>
          {actions ? <Box className="data-card-actions">{actions}</Box> : null}
        </Group>
      ) : null}
    </Card>
  );
}

export function DataCards<T extends MRT_RowData>(props: DataCardsProps<T>) {
  const { table, isLoading } = props;
  const rows = table.getRowModel().rows;
  const layout = props.layout ?? defaultCardLayout(table.getAllLeafColumns().map((column) => column.id));
  const toolbar =
    props.bulkActions ??
    (props.filters ? <FilterDrawer count={props.activeFilters}>{props.filters}</FilterDrawer> : null);
  return (
    <Stack gap="xs" className="data-cards">
      {toolbar ? <Box>{toolbar}</Box> : null}
      <Box pos="relative">
        <MRT_ProgressBar table={table} isTopToolbar />
      </Box>
      {isLoading ? (
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        props.fallback
      ) : (
        <ul className="data-cards-list">
          {rows.map((row) => (
            <RowCard
              key={row.id}
              row={row}
              table={table}
              layout={layout}
              renderRowActions={props.renderRowActions}
              selectable={props.selectable}
            />
          ))}
        </ul>
      )}
      {props.showPagination ? (
        <Box className="data-cards-pagination">
          <MRT_TablePagination table={table} />
        </Box>
      ) : null}
    </Stack>
  );
}
