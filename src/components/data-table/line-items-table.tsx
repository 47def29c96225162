// An order's items as a small table: SKU, quantity, price and subtotal, with the total under the
// subtotals when one is given, each line's options (a cup's size, sugar, toppings) under its name, and
// each line's share of the discounts under its subtotal, each line's cost and gross profit for those who may see them, and what can be done with a line. On a phone each line stacks into a
// small card, every figure under its column's heading, so nothing hides in a sideways scroll.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InvoiceItem } from '@generated/model';
import { optionsLine, type SoldOption } from '@/components/cup-options/options';
import { formatNumber, formatRupiah } from '@/lib/format';
import './stacked-table.css';

type Line = InvoiceItem & {
  cost?: number | null;
  gross_profit?: number | null;
  options?: readonly SoldOption[];
  /** The line's share of the order's discounts. */
  discount?: number;
};

export interface LineItemsTableProps extends Omit<TableProps, 'children'> {
  items: Line[];
  /** The headings of the item, quantity, price and subtotal columns. */
  headings: [string, string, string, string];
  /** The headings of the cost and gross profit columns, shown when given; an unknown cost shows "—". */
  costHeadings?: [string, string];
  /** A last row with the total, under the subtotals. */
  total?: { label: string; amount: number };
  /** Below this width (and above a phone's, where lines stack) the table scrolls sideways. */
  minWidth: number;
  /** Something to do with a line (make it again), under its name. */
  lineAction?: (line: Line) => ReactNode;
  /** The word for a line's share of the discounts, shown under its subtotal when it has one. */
  discountLabel?: string;
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : formatRupiah(amount);

export function LineItemsTable({
  items,
  headings,
  costHeadings,
  total,
  minWidth,
  lineAction,
  discountLabel,
  ...table
}: LineItemsTableProps) {
  const [item, quantity, price, subtotal] = headings;
  return (
    <Table.ScrollContainer minWidth={minWidth} className="stacked-table-scroll">
      <Table {...table} className="stacked-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{item}</Table.Th>
            <Table.Th ta="right">{quantity}</Table.Th>
            <Table.Th ta="right">{price}</Table.Th>
            <Table.Th ta="right">{subtotal}</Table.Th>
            {costHeadings?.map((heading) => (
              <Table.Th key={heading} ta="right">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td className="stacked-table-title">
                {line.sku_name}
                {line.options?.length ? (
                  <Text size="xs" c="dimmed" data-testid="line-options">
                    {optionsLine(line.options)}
                  </Text>
                ) : null}
                {lineAction ? <div>{lineAction(line)}</div> : null}
              </Table.Td>
              <Table.Td ta="right" data-label={quantity}>
                {formatNumber(line.quantity)}
              </Table.Td>
              <Table.Td ta="right" data-label={price}>
                {formatRupiah(line.price)}
              </Table.Td>
              <Table.Td ta="right" data-label={subtotal}>
                {formatRupiah(line.subtotal)}
                {discountLabel && line.discount ? (
                  <Text size="xs" c="teal.8" data-testid="line-discount">
                    {discountLabel} {formatRupiah(-line.discount)}
                  </Text>
                ) : null}
              </Table.Td>
              {costHeadings ? (
                <>
                  <Table.Td ta="right" data-label={costHeadings[0]}>
                    {money(line.cost)}
                  </Table.Td>
                  <Table.Td ta="right" data-label={costHeadings[1]}>
                    {money(line.gross_profit)}
                  </Table.Td>
                </>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{total.label}</Table.Th>
              <Table.Th ta="right">{formatRupiah(total.amount)}</Table.Th>
              {costHeadings ? <Table.Th colSpan={2} className="stacked-table-blank" /> : null}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
