// A document's lines as a striped table that scrolls sideways below a width, each column a heading
// and a cell (a column for the chain's own use shows on screen and stays off paper); what follows the
// table (the amounts) sits in the same box. On a phone each line stacks into a small card (its first
// cell across the top, each other beside its heading).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Paper, Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import '@/components/data-table/stacked-table.css';
import { NO_PRINT } from './print-classes';

export interface LineColumn<Line> {
  heading: string;
  /** Figures line up on the right. */
  align?: 'right';
  cell: (line: Line) => ReactNode;
  /** For the chain's eyes only: shown on screen, never printed for the other party. */
  screenOnly?: boolean;
}

export interface LinesTableProps<Line> {
  lines: readonly Line[];
  lineKey: (line: Line) => Key;
  columns: LineColumn<Line>[];
  minWidth: number;
  children?: ReactNode;
}

export function LinesTable<Line>({ lines, lineKey, columns, minWidth, children }: LinesTableProps<Line>) {
  const style = (column: LineColumn<Line>) => (column.align ? { textAlign: column.align } : undefined);
  const className = (column: LineColumn<Line>) => (column.screenOnly ? NO_PRINT : undefined);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth} className="stacked-table-scroll">
        <Table striped className="stacked-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.heading} style={style(column)} className={className(column)}>
                  {column.heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={lineKey(line)}>
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.heading}
                    style={style(column)}
                    className={
                      [index === 0 ? 'stacked-table-title' : undefined, className(column)].filter(Boolean).join(' ') ||
                      undefined
                    }
                    data-label={index === 0 ? undefined : column.heading}
                  >
                    {column.cell(line)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {children}
    </Paper>
  );
}
