// An order's items as a small table: SKU, quantity, price and subtotal, with the total under the
// subtotals when one is given.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import type { InvoiceItem } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';

export interface LineItemsTableProps extends Omit<TableProps, 'children'> {
  items: InvoiceItem[];
  /** The headings of the item, quantity, price and subtotal columns. */
  headings: [string, string, string, string];
  /** A last row with the total, under the subtotals. */
  total?: { label: string; amount: number };
  /** Below this width the table scrolls sideways. */
  minWidth: number;
}

export function LineItemsTable({ items, headings, total, minWidth, ...table }: LineItemsTableProps) {
  const [item, quantity, price, subtotal] = headings;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{item}</Table.Th>
            <Table.Th ta="right">{quantity}</Table.Th>
            <Table.Th ta="right">{price}</Table.Th>
            <Table.Th ta="right">{subtotal}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.sku_name}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.price)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.subtotal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{total.label}</Table.Th>
              <Table.Th ta="right">{formatRupiah(total.amount)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
