// The prep board through the real router and hooks, against the mocked API answering from the
// in-memory database (the contract's examples: a batch of 1,800 gr of Cooked Tapioca Pearls made at
// Jakarta Kemang at 10:00 WIB, 1,200 gr left worth Rp 10,000, expiring at 14:00 WIB; the item's par
// of 3,000 gr from 14:00 with 1,200 gr on hand, one batch suggested).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { api, capture, errorResponse } from '@/testing/api';
import { serveMockDb } from '@/testing/handlers';
import { db } from '@/testing/mock-db';
import { ALL_SCOPES, renderApp, sessionWith, signIn } from '@/testing/render';
import { http, HttpResponse } from 'msw';

const KEMANG = { id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_prep' as const] };
const BATCH = 'Discard Cooked Tapioca Pearls made 10:00 WIB';

function openBoard() {
  serveMockDb();
  signIn({ ...sessionWith([...ALL_SCOPES, 'view_admin_prep']), outlets: [KEMANG] });
  return renderApp('/prep');
}

const card = () => screen.getByTestId('batch-501');

describe('the prep board', () => {
  afterEach(() => vi.useRealTimers());

  it('counts each batch down from its expiry: amber under 30 minutes, red and "Expired" once past it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T06:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { router } = openBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prep board' })).toBeInTheDocument();
    await screen.findByTestId('batch-501');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outlet_id: 1 }));
    expect(card()).toHaveTextContent('Cooked Tapioca Pearls');
    expect(card()).toHaveTextContent('1,200 gr left');
    expect(card()).toHaveTextContent('Made 10:00 WIB');
    expect(card()).toHaveTextContent('1 h 0 min left');
    expect(card()).toHaveAttribute('data-state', 'fresh');

    act(() => vi.advanceTimersByTime(31 * 60_000));
    expect(card()).toHaveTextContent('29 min left');
    expect(card()).toHaveAttribute('data-state', 'soon');

    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(card()).toHaveTextContent('Expired');
    expect(card()).toHaveAttribute('data-state', 'expired');

    await act(() => i18n.changeLanguage('id'));
    expect(await within(card()).findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Sisa 1.200 gr');
  });

  it('shows a batch once when it expired between reading the expired and the active batches', async () => {
    const batch = db.prepBatches.get(501);
    openBoard();
    api.use(
      http.get('*/adm/v1/prep-batches', () =>
        HttpResponse.json({ data: [batch], meta: { page: 1, size: 100, total: 1 } }),
      ),
    );
    await screen.findByTestId('batch-501');
    expect(screen.getAllByTestId('batch-501')).toHaveLength(1);
  });

  it('makes the batches chosen on the stepper of a suggested prep item', async () => {
    const make = capture('post', '/adm/v1/prep-batches', { data: db.prepBatches.get(501) }, 201);
    openBoard();
    const suggestion = await screen.findByTestId('suggestion-81');
    expect(suggestion).toHaveTextContent('Par 3,000 gr from 14:00 · On hand 1,200 gr');
    expect(suggestion).toHaveTextContent('Make 1 batch');
    api.use(make.handler);
    const stepper = within(suggestion).getByRole('textbox', { name: 'Batches of Cooked Tapioca Pearls' });
    expect(stepper).toHaveValue('1');
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '2');
    await userEvent.click(within(suggestion).getByRole('button', { name: 'Make a batch of Cooked Tapioca Pearls' }));
    await waitFor(() => expect(make.bodies).toEqual([{ outlet_id: 1, sku_id: 81, batches: 2 }]));
    expect(await screen.findByText('Batch made')).toBeInTheDocument();
  });

  it('asks before discarding a batch, saying what is left and what it is worth', async () => {
    openBoard();
    await userEvent.click(await screen.findByRole('button', { name: BATCH }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this batch?' });
    expect(dialog).toHaveTextContent('1,200 gr of Cooked Tapioca Pearls is left, worth Rp 10,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.prepBatches.get(501).status).toBe('active');

    await userEvent.click(screen.getByRole('button', { name: BATCH }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this batch?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Batch discarded')).toBeInTheDocument();
    expect(db.prepBatches.get(501).status).toBe('discarded');
    expect(await screen.findByText('Nothing made at this outlet is left.')).toBeInTheDocument();
  });

  it("records waste, and shows the API's refusal of a line next to its quantity", async () => {
    openBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Record waste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record waste' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await within(dialog).findByText('SKU is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'SKU of line 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thai Tea' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity of line 1' }), '250');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Reason of line 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spill' }));
    api.use(
      http.post(
        '*/adm/v1/waste',
        () => errorResponse(422, 'Not enough stock: 100 on hand, 250 to deduct', 'lines.0.quantity'),
        { once: true },
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of line 1' });
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription('Not enough stock: 100 on hand, 250 to deduct');

    const waste = capture('post', '/adm/v1/waste', { data: { outlet_id: 1, lines: [], total_value: 0 } }, 201);
    api.use(waste.handler);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    await waitFor(() =>
      expect(waste.bodies).toEqual([
        { outlet_id: 1, lines: [{ sku_id: expect.any(Number), quantity: 250, reason: 'spill' }] },
      ]),
    );
    expect(await screen.findByText('Waste recorded')).toBeInTheDocument();
  });
});
