// The count sheet through the real router and hooks, against a mocked API holding one open count of
// three lines: search, quick entry where Enter moves to the next line, the uncounted filter, a
// save sending only what changed, and closing after a confirmation that names the uncounted lines,
// which shows the variance report on the same page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Stocktake, StocktakeCountsInput, StocktakeVariance } from '@generated/model';
import { api } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const line = (sku_id: number, sku_name: string, expected: number, stock_unit: 'ml' | 'gr' | 'pcs') => ({
  sku_id,
  sku_name,
  kind: 'ingredient' as const,
  stock_unit,
  expected_quantity: expected,
  counted_quantity: null,
  counted_by: null,
  counted_at: null,
  moved_since_opening: null,
  variance: null,
});

function openCount(): Stocktake {
  return {
    id: 7,
    stocktake_number: 'SO-2026-11-0007',
    outlet_id: 2,
    outlet_name: 'Bandung Dago',
    status: 'OPEN',
    blind: false,
    note: '',
    line_count: 3,
    counted_count: 0,
    created_by: { id: 1, name: 'Sari Dewi' },
    opened_at: '2026-11-25T14:00:00Z',
    closed_by: null,
    closed_at: null,
    expected_hidden: false,
    lines: [
      line(43, 'Cup 16 oz', 120, 'pcs'),
      line(41, 'Fresh Milk 1 L', 12000, 'ml'),
      line(42, 'Jasmine Tea', 500, 'gr'),
    ],
  };
}

const variance: StocktakeVariance = {
  stocktake_id: 7,
  stocktake_number: 'SO-2026-11-0007',
  outlet_id: 2,
  outlet_name: 'Bandung Dago',
  opened_at: '2026-11-25T14:00:00Z',
  closed_at: '2026-11-25T15:00:00Z',
  lines: [
    {
      sku_id: 41,
      sku_name: 'Fresh Milk 1 L',
      stock_unit: 'ml',
      expected_quantity: 12000,
      moved_since_opening: -300,
      book_quantity: 11700,
      counted_quantity: 11500,
      variance: -200,
      unit_cost_milli: 18500,
      variance_value: -3700,
      variance_bp: -171,
    },
  ],
  totals: {
    line_count: 3,
    counted_count: 2,
    uncounted_count: 1,
    loss_value: 3700,
    gain_value: 0,
    net_value: -3700,
    book_value: 216450,
    net_bp: -171,
  },
};

/** A server holding the count: saves merge into it, closing closes it. */
function countServer() {
  let count = openCount();
  const saves: StocktakeCountsInput[] = [];
  let closes = 0;
  api.use(
    http.get('*/adm/v1/stocktakes/7', () => HttpResponse.json({ data: count })),
    http.put('*/adm/v1/stocktakes/7/counts', async ({ request }) => {
      const body = (await request.json()) as StocktakeCountsInput;
      saves.push(body);
      const lines = count.lines.map((l) => {
        const saved = body.counts.find((c) => c.sku_id === l.sku_id);
        return saved
          ? {
              ...l,
              counted_quantity: saved.counted_quantity,
              counted_by: { id: 1, name: 'Sari Dewi' },
              counted_at: '2026-11-25T14:30:00Z',
            }
          : l;
      });
      count = { ...count, lines, counted_count: lines.filter((l) => l.counted_quantity !== null).length };
      return HttpResponse.json({ data: count });
    }),
    http.post('*/adm/v1/stocktakes/7/close', () => {
      closes += 1;
      count = { ...count, status: 'CLOSED', closed_at: '2026-11-25T15:00:00Z', closed_by: { id: 1, name: 'Sari' } };
      return HttpResponse.json({ data: count });
    }),
    http.get('*/adm/v1/stocktakes/7/variance', () => HttpResponse.json({ data: variance })),
  );
  return { saves, closes: () => closes };
}

const field = (name: string, unit: string) =>
  screen.getByRole('textbox', { name: `Counted quantity of ${name} in ${unit}` });

describe('the count sheet', () => {
  it('takes counts line after line, saves what changed and closes into the variance report', async () => {
    const server = countServer();
    signIn();
    renderApp('/stocktake/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Count SO-2026-11-0007' })).toBeVisible();
    expect(await screen.findByText('Fresh Milk 1 L')).toBeInTheDocument();

    // The search narrows the sheet.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search SKU' }), 'jasmine');
    await waitFor(() => expect(screen.queryByText('Fresh Milk 1 L')).not.toBeInTheDocument());
    expect(screen.getByText('Jasmine Tea')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search SKU' }));

    // Enter moves to the next line; letters are not taken.
    await userEvent.type(field('Fresh Milk 1 L', 'ml'), '11a500{Enter}');
    expect(field('Fresh Milk 1 L', 'ml')).toHaveValue('11500');
    expect(field('Jasmine Tea', 'gr')).toHaveFocus();
    await userEvent.keyboard('480');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Uncounted (1)' }));
    expect(screen.queryByText('Fresh Milk 1 L')).not.toBeInTheDocument();
    expect(screen.getByText('Cup 16 oz')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save counts' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toEqual({
      counts: [
        { sku_id: 41, counted_quantity: 11500 },
        { sku_id: 42, counted_quantity: 480 },
      ],
    });
    expect(await screen.findAllByText(/^Counted by Sari Dewi/)).toHaveLength(2);
    expect(screen.getByText('2 of 3 counted')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close stock count SO-2026-11-0007?' });
    expect(dialog).toHaveTextContent('1 line is not counted and will be left as it is.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and book' }));
    expect(await screen.findByRole('heading', { name: 'Variance report' })).toBeInTheDocument();
    expect(server.saves).toHaveLength(1);
    expect(server.closes()).toBe(1);
    const row = within(screen.getByTestId('variance-table')).getByRole('row', { name: /Fresh Milk 1 L/ });
    expect(row).toHaveTextContent('-200');
    expect(row).toHaveTextContent('-Rp 3,700');
    expect(screen.queryByRole('button', { name: 'Save counts' })).not.toBeInTheDocument();
  });

  it('hides the expected quantities of an open blind count', async () => {
    const hidden = { ...openCount(), blind: true, expected_hidden: true };
    hidden.lines = hidden.lines.map((l) => ({ ...l, expected_quantity: null }));
    api.use(http.get('*/adm/v1/stocktakes/7', () => HttpResponse.json({ data: hidden })));
    signIn();
    renderApp('/stocktake/7');
    expect(await screen.findAllByText('Expected: Hidden')).toHaveLength(3);
    expect(screen.getByText('Blind')).toBeInTheDocument();
  });
});
