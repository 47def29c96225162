// The counter's register and shift through the real router and hooks, against the mocked API: the
// shifts answered from the in-memory database (testing/handlers/shifts: a tolerance of Rp 5,000),
// the outlet menu of Thai Tea at Rp 22,000 and quotes priced from it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getCreateCounterOrderResponseMock,
  getGetCounterMenuMockHandler,
  getGetOutletAvailabilityMockHandler,
} from '@generated/hooks/counter/counter.msw';
import { getOpenShiftResponseMock } from '@generated/hooks/shifts/shifts.msw';
import type { AdminScope } from '@generated/model';
import { api, apiError, capture } from '@/testing/api';
import { COUNTER_MENU as MENU } from '@/testing/cup-menu';
import { serveMockDb } from '@/testing/handlers';
import { db } from '@/testing/mock-db';
import { quoteHandler } from '@/testing/quotes';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const SHIFT_SCOPES: AdminScope[] = ['view_admin_counter', 'view_admin_shift'];

function openCounter({ registers = ['Counter 1'], scopes = SHIFT_SCOPES } = {}) {
  serveMockDb();
  api.use(
    quoteHandler('/adm/v1/counter/quote', MENU, { pbjtPercent: 10, pricesIncludeTax: true, cashRounding: 100 }).handler,
    getGetCounterMenuMockHandler({ data: { outlet_id: 1, registers, products: MENU } }),
    getGetOutletAvailabilityMockHandler({ data: { sold_out: [], sold_out_options: [] } }),
  );
  signIn({ ...sessionWith(), outlets: [{ id: 1, name: 'Jakarta Kemang', admin_scope: scopes }] });
  return renderApp('/counter');
}

/** Counter 1 at Jakarta Kemang open since 08:00 WIB with Rp 500,000 in the drawer. */
function openShiftAtCounter1() {
  db.shifts.insert({ ...getOpenShiftResponseMock().data, id: 42 });
}

const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');
const tile = (name: string) => screen.findByRole('button', { name: nb(name) });
const bar = () => screen.findByTestId('shift-bar');

describe("the counter's register", () => {
  it('is chosen in the header, remembered on the device, and named on the sale', async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    const view = openCounter({ registers: ['Counter 1', 'Counter 2'], scopes: ['view_admin_counter'] });
    const register = await screen.findByRole('textbox', { name: 'Register' });
    expect(register).toHaveValue('Counter 1');
    await userEvent.click(register);
    await userEvent.click(await screen.findByRole('option', { name: 'Counter 2' }));
    expect(localStorage.getItem('counter-register-1')).toBe('Counter 2');

    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    await waitFor(() => expect(screen.getByRole('button', { name: nb('Pay Rp 22,000') })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: nb('Pay Rp 22,000') }));
    await waitFor(() => expect(sale.bodies).toEqual([expect.objectContaining({ register: 'Counter 2' })]));

    // The device keeps its register.
    view.unmount();
    openCounter({ registers: ['Counter 1', 'Counter 2'], scopes: ['view_admin_counter'] });
    expect(await screen.findByRole('textbox', { name: 'Register' })).toHaveValue('Counter 2');
  });
});

describe("the counter's shift", () => {
  it('shows the open shift it sells in, with the way to its X report', async () => {
    openShiftAtCounter1();
    openCounter();
    const shift = await bar();
    expect(shift).toHaveTextContent('Shift open since 08:00 WIB · Counter 1 · Sari Dewi');
    expect(within(shift).getByRole('link', { name: 'X report' })).toHaveAttribute('href', '/shift?view=42');
    expect(screen.getByTestId('counter-register')).toHaveTextContent('Counter 1');
  });

  it('asks to open a shift before the first cash sale, with the float from the quick amounts', async () => {
    openCounter();
    expect(await bar()).toHaveTextContent('No shift is open at Counter 1.');
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    // Cash waits for a shift; QRIS may still sell.
    await userEvent.click(screen.getByRole('radio', { name: 'QRIS' }));
    expect(await screen.findByRole('button', { name: nb('Pay Rp 22,000') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open a shift first' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a shift at Counter 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: nb('Rp 200,000') }));
    expect(within(dialog).getByRole('textbox', { name: /Opening float/ })).toHaveValue('Rp 200,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Open a shift at Counter 1' })).toBeNull());
    expect(await screen.findByText(/Shift open since .* · Counter 1 · Sari Dewi/)).toBeInTheDocument();
    expect(db.shifts.all()[0]).toMatchObject({ register: 'Counter 1', opening_float: 200_000, status: 'OPEN' });
    expect(await screen.findByRole('button', { name: nb('Pay Rp 22,000') })).toBeInTheDocument();
  });

  it('opens the shift dialog when the server refuses a cash sale with "Open a shift first"', async () => {
    openShiftAtCounter1();
    api.use(apiError('post', '/adm/v1/counter/orders', 422, 'Open a shift first', 'register'));
    openCounter();
    await bar();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    const payButton = screen.getByRole('button', { name: nb('Pay Rp 22,000') });
    await waitFor(() => expect(payButton).toBeEnabled());
    await userEvent.click(payButton);
    expect(await screen.findByRole('dialog', { name: 'Open a shift at Counter 1' })).toBeInTheDocument();
  });

  it('pays out for ice, and puts a refusal next to the amount', async () => {
    openShiftAtCounter1();
    openCounter();
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Pay out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash in or out of the drawer' });
    expect(within(dialog).getByRole('radio', { name: 'Pay out' })).toBeChecked();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '600000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ice from the market');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The drawer does not hold that much cash')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Pay out of Rp 25,000 recorded')).toBeInTheDocument();
    expect(db.shifts.get(42)).toMatchObject({
      expected_cash: 475_000,
      movements: [expect.objectContaining({ type: 'pay_out', amount: 25_000, reason: 'Ice from the market' })],
    });
  });

  it('closes with a blind count by denomination, then shows expected, counted and the variance', async () => {
    openShiftAtCounter1();
    openCounter();
    await userEvent.click(within(await bar()).getByRole('button', { name: 'Close shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the shift at Counter 1' });
    expect(within(dialog).getAllByTestId('denomination')).toHaveLength(10);
    // Blind: what the drawer should hold is not shown while counting.
    expect(dialog).not.toHaveTextContent('Expected cash');
    await userEvent.type(within(dialog).getByRole('textbox', { name: nb('Number of Rp 100,000') }), '4');
    await userEvent.tab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: nb('Number of Rp 50,000') }), '1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: nb('Number of Rp 20,000') }), '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: nb('Number of Rp 500') }), '3');
    expect(within(dialog).getByTestId('counted-cash')).toHaveTextContent('Rp 491,500');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Short after the rush');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close shift' }));
    const sure = await screen.findByRole('dialog', { name: 'Close the shift?' });
    expect(sure).toHaveTextContent('Close the shift at Counter 1 with Rp 491,500 counted?');
    await userEvent.click(within(sure).getByRole('button', { name: 'Close shift' }));

    const result = await screen.findByTestId('shift-result');
    expect(within(result).getByTestId('shift-expected')).toHaveTextContent('Rp 500,000');
    expect(within(result).getByTestId('shift-counted')).toHaveTextContent('Rp 491,500');
    expect(within(result).getByTestId('shift-variance')).toHaveTextContent('-Rp 8,500');
    expect(result).toHaveTextContent("The variance is beyond the tolerance: the shift awaits a manager's approval.");
    expect(db.shifts.get(42)).toMatchObject({
      status: 'AWAITING_APPROVAL',
      counted_cash: 491_500,
      close_note: 'Short after the rush',
      counted_denominations: [
        { value: 100_000, count: 4 },
        { value: 50_000, count: 1 },
        { value: 20_000, count: 2 },
        { value: 500, count: 3 },
      ],
    });
    await userEvent.click(within(result).getByRole('button', { name: 'Done' }));
    expect(await bar()).toHaveTextContent('No shift is open at Counter 1.');
  });
});
