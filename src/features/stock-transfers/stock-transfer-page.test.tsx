// The transfer detail and its receive dialog through the real router and hooks, against the mocked
// API: a transfer of 10 cartons of milk in transit from the head office to Bandung.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StockTransfer } from '@generated/model';
import { api, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const IN_TRANSIT: StockTransfer = {
  id: 7,
  transfer_number: 'TR-2026-11-0007',
  from_outlet_id: 1,
  from_outlet_name: 'Jakarta Kemang',
  to_outlet_id: 2,
  to_outlet_name: 'Bandung Dago',
  status: 'IN_TRANSIT',
  note: 'Weekly milk',
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
    },
  ],
};

function serveTransfer() {
  api.use(http.get('*/adm/v1/stock-transfers/7', () => HttpResponse.json({ data: IN_TRANSIT })));
  const received: StockTransfer = {
    ...IN_TRANSIT,
    status: 'RECEIVED',
    received_by: { id: 3, name: 'Sari Dewi' },
    received_at: '2026-11-24T06:00:00Z',
    items: [{ ...IN_TRANSIT.items[0]!, quantity_received: 8, quantity_damaged: 1, quantity_lost: 1 }],
  };
  const receipt = capture('post', '/adm/v1/stock-transfers/7/receive', { data: received });
  api.use(receipt.handler);
  return receipt.bodies;
}

describe('the transfer detail', () => {
  it('receives with everything sent proposed, shows what is lost as it is typed, and sends the lines', async () => {
    const bodies = serveTransfer();
    signIn();
    renderApp('/stock-transfer/7?transfer_number=TR-2026-11-0007');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stock Transfer TR-2026-11-0007' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In transit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive TR-2026-11-0007' });
    const received = await within(dialog).findByRole('textbox', { name: 'Received Fresh Milk 1 L' });
    const damaged = within(dialog).getByRole('textbox', { name: 'Damaged Fresh Milk 1 L' });
    expect(received).toHaveValue('10');
    expect(damaged).toHaveValue('0');
    expect(within(dialog).getByTestId('lost-12')).toHaveTextContent('Lost: 0 pcs');

    // More than was sent is refused before anything is sent.
    await userEvent.clear(damaged);
    await userEvent.type(damaged, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive transfer' }));
    expect(await within(dialog).findByText('Received and damaged cannot exceed the 10 sent')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(received);
    await userEvent.type(received, '8');
    expect(within(dialog).getByTestId('lost-12')).toHaveTextContent('Lost: 1 pcs');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note on receiving' }), 'One carton crushed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive transfer' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      items: [{ sku_id: 12, quantity_received: 8, quantity_damaged: 1 }],
      note: 'One carton crushed',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before cancelling, and keeps the transfer when told to', async () => {
    serveTransfer();
    const cancel = capture('post', '/adm/v1/stock-transfers/7/cancel', { data: 'Transfer cancelled' });
    api.use(cancel.handler);
    signIn();
    renderApp('/stock-transfer/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent('Everything on TR-2026-11-0007 goes back to Jakarta Kemang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel.bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this transfer?' })).getByRole('button', {
        name: 'Cancel transfer',
      }),
    );
    await waitFor(() => expect(cancel.bodies).toHaveLength(1));
  });
});
