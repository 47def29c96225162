// Lines stack into cards on a phone: every figure carries its column's heading, so a card can say
// what each figure is without the table's head (stacked-table.css).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinesTable } from '@/components/document/lines-table';
import { renderWithProviders } from '@/testing/render';
import { LineItemsTable } from './line-items-table';

describe('lines on a phone', () => {
  it("label each of an order's figures with its heading, costs too", () => {
    renderWithProviders(
      <LineItemsTable
        minWidth={520}
        items={[
          {
            id: 1,
            sku_id: 2,
            sku_name: 'Thai Tea',
            quantity: 2,
            price: 22000,
            subtotal: 44000,
            cost: 9200,
            gross_profit: 34800,
          },
        ]}
        headings={['Item', 'Qty', 'Price', 'Subtotal']}
        costHeadings={['Cost', 'Gross profit']}
      />,
    );
    const cells = within(screen.getByRole('row', { name: /Thai Tea/ })).getAllByRole('cell');
    expect(cells[0]).toHaveClass('stacked-table-title');
    expect(cells.slice(1).map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['Qty', '2'],
      ['Price', 'Rp\u00a022,000'],
      ['Subtotal', 'Rp\u00a044,000'],
      ['Cost', 'Rp\u00a09,200'],
      ['Gross profit', 'Rp\u00a034,800'],
    ]);
    expect(screen.getByRole('table')).toHaveClass('stacked-table');
  });

  it("label each of a document's cells but the first with its heading", () => {
    renderWithProviders(
      <LinesTable
        lines={[{ id: 1, name: 'Teh hitam 250 gr', ordered: 2 }]}
        lineKey={(line) => line.id}
        minWidth={720}
        columns={[
          { heading: 'Item', cell: (line) => line.name },
          { heading: 'Ordered', align: 'right', cell: (line) => line.ordered },
        ]}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[0]).toHaveClass('stacked-table-title');
    expect(cells[1]).toHaveAttribute('data-label', 'Ordered');
    expect(screen.getByRole('table')).toHaveClass('stacked-table');
  });
});
