// A transfer of fresh milk that tracks expiry, against the mocked API: the detail shows which lots
// left with the line (by their expiry date, a batch by its time) and how much of each; receiving
// offers the earliest expiry date sent and sends it; a refusal naming the line's expiry date shows
// next to that field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StockTransfer } from '@generated/model';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const MILK: StockTransfer = {
  id: 7,
  transfer_number: 'TR-2026-11-0007',
  from_outlet_id: 1,
  from_outlet_name: 'Jakarta Kemang',
  to_outlet_id: 2,
  to_outlet_name: 'Bandung Dago',
  status: 'IN_TRANSIT',
  note: 'Milk for the weekend',
  receive_note: null,
  item_count: 1,
  quantity_sent: 10,
  created_by: { id: 2, name: 'Budi Santoso' },
  created_at: '2026-11-24T01:00:00Z',
  received_by: null,
  received_at: null,
  cancelled_by: null,
  cancelled_at: null,
  items: [
    {
      sku_id: 12,
      sku_name: 'Fresh Milk 1 L',
      unit: 'pcs',
      stock_unit: 'pcs',
      quantity: 10,
      quantity_received: null,
      quantity_damaged: null,
      quantity_lost: null,
      lots: [
        { lot_id: 77, kind: 'lot', expiry_date: '2026-11-28', expires_at: '2026-11-28T17:00:00Z', quantity: 4 },
        { lot_id: 78, kind: 'lot', expiry_date: '2026-12-02', expires_at: '2026-12-02T17:00:00Z', quantity: 6 },
      ],
    },
  ],
};

function serveTransfer() {
  api.use(http.get('*/adm/v1/stock-transfers/7', () => HttpResponse.json({ data: MILK })));
  const receipt = capture('post', '/adm/v1/stock-transfers/7/receive', { data: { ...MILK, status: 'RECEIVED' } });
  api.use(receipt.handler);
  return receipt.bodies;
}

async function openReceive() {
  signIn();
  renderApp('/stock-transfer/7?transfer_number=TR-2026-11-0007');
  await userEvent.click(await screen.findByRole('button', { name: 'Receive' }, { timeout: 20_000 }));
  return screen.findByRole('dialog', { name: 'Receive TR-2026-11-0007' });
}

describe('a transfer of lots that expire', () => {
  it('shows which lots left with the line, and receives with the earliest expiry date sent', async () => {
    const bodies = serveTransfer();
    signIn();
    renderApp('/stock-transfer/7?transfer_number=TR-2026-11-0007');
    expect(await screen.findByTestId('lots-12', {}, { timeout: 20_000 })).toHaveTextContent(
      'Expires 28 Nov 2026: 4 pcs · Expires 2 Dec 2026: 6 pcs',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive TR-2026-11-0007' });
    expect(await within(dialog).findByRole('textbox', { name: 'Expiry date Fresh Milk 1 L' })).toHaveValue(
      '28 Nov 2026',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive transfer' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { items: [{ sku_id: 12, quantity_received: 10, quantity_damaged: 0, expiry_date: '2026-11-28' }] },
      ]),
    );
  });

  it("shows the API's refusal next to the line's expiry date", async () => {
    serveTransfer();
    api.use(
      apiError('post', '/adm/v1/stock-transfers/7/receive', 422, 'Expiry date is required', 'items.0.expiry_date'),
    );
    const dialog = await openReceive();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Receive transfer' }));
    expect(await within(dialog).findByText('Expiry date is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Expiry date Fresh Milk 1 L' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
