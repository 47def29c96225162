// Cups with options at the counter, through the real router and hooks against the mocked API: the
// picker (defaults chosen, a sold-out option not for choosing, the price as it changes, Enter adds),
// a line per choice of options, the options in the sale, the labels after it, and options switched
// sold out at the outlet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getCreateCounterOrderResponseMock,
  getGetCounterMenuMockHandler,
  getGetOutletAvailabilityMockHandler,
} from '@generated/hooks/counter/counter.msw';
import { api, capture } from '@/testing/api';
import { COUNTER_MENU } from '@/testing/cup-menu';
import { quoteHandler } from '@/testing/quotes';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const KEMANG = { id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_counter' as const] };
const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');

function openCounter() {
  api.use(
    quoteHandler('/adm/v1/counter/quote', COUNTER_MENU, { pbjtPercent: 10, pricesIncludeTax: true }).handler,
    getGetCounterMenuMockHandler({ data: { outlet_id: 1, registers: ['Counter 1'], products: COUNTER_MENU } }),
    getGetOutletAvailabilityMockHandler({ data: { sold_out: [], sold_out_options: [] } }),
  );
  signIn({ ...sessionWith(), outlets: [KEMANG] });
  return renderApp('/counter');
}

const brownSugar = () => screen.findByRole('button', { name: nb('Add Brown Sugar Milk Tea, Rp 28,000') });

describe('cups with options at the counter', () => {
  it('opens the picker with the defaults chosen and adds the cup chosen, a line per choice', async () => {
    openCounter();
    await userEvent.click(await brownSugar());
    const picker = await screen.findByRole('dialog', { name: 'Brown Sugar Milk Tea' });
    expect(within(picker).getByRole('radio', { name: 'Regular' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: nb('Cheese foam+Rp 6,000 Sold out') })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: nb('Large+Rp 5,000') }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: nb('Pearls+Rp 4,000') }));
    // At the group's max the other toppings wait.
    await userEvent.click(within(picker).getByRole('checkbox', { name: nb('Pudding+Rp 5,000') }));
    expect(within(picker).getByRole('button', { name: nb('Add · Rp 42,000') })).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('checkbox', { name: nb('Pudding+Rp 5,000') }));
    // Enter adds the cup from the picker.
    within(picker)
      .getByRole('checkbox', { name: nb('Pearls+Rp 4,000') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('option-picker')).not.toBeInTheDocument());

    // The same cup again joins its line; the defaults make a line of their own.
    await userEvent.click(await brownSugar());
    const again = await screen.findByRole('dialog', { name: 'Brown Sugar Milk Tea' });
    await userEvent.click(within(again).getByRole('radio', { name: nb('Large+Rp 5,000') }));
    await userEvent.click(within(again).getByRole('checkbox', { name: nb('Pearls+Rp 4,000') }));
    await userEvent.click(within(again).getByRole('button', { name: nb('Add · Rp 37,000') }));
    await userEvent.click(await brownSugar());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Brown Sugar Milk Tea' })).getByRole('button', {
        name: nb('Add · Rp 28,000'),
      }),
    );
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('cart-line-options')).toHaveTextContent('Large · Pearls');
    expect(within(lines[0]!).getByLabelText('Quantity of Brown Sugar Milk Tea')).toHaveTextContent('2');
    expect(within(lines[1]!).getByTestId('cart-line-options')).toHaveTextContent('Regular');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 102,000'));
  });

  it('sends the options of each line with the sale and offers the cup labels after it', async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    const { router } = openCounter();
    await userEvent.click(await brownSugar());
    const picker = await screen.findByRole('dialog', { name: 'Brown Sugar Milk Tea' });
    await userEvent.click(within(picker).getByRole('radio', { name: nb('Large+Rp 5,000') }));
    await userEvent.click(within(picker).getByRole('button', { name: nb('Add · Rp 33,000') }));
    await userEvent.click(screen.getByRole('button', { name: 'One Brown Sugar Milk Tea more' }));
    // Cash is collected once the server has quoted the cart as it is now.
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 66,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    // Pay waits, loading, while the server prices the cart; it takes the tap once it has.
    const pay = await screen.findByRole('button', { name: nb('Pay Rp 66,000') });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() =>
      expect(sale.bodies).toEqual([
        expect.objectContaining({
          items: [{ sku_id: 12, quantity: 2, note: null, options: [{ modifier_option_id: 2 }] }],
        }),
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order #1031 paid' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Print labels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/1031/labels'));
  });

  it('switches an option sold out at the outlet, leaving the products as they are', async () => {
    const update = capture('put', '/adm/v1/outlets/1/availability', { data: { sold_out: [], sold_out_options: [] } });
    api.use(update.handler);
    openCounter();
    await brownSugar();
    await userEvent.click(screen.getByRole('switch', { name: 'Switch sold out' }));
    const options = screen.getByRole('region', { name: 'Options sold out' });
    await userEvent.click(within(options).getByRole('checkbox', { name: 'Mark Pearls sold out' }));
    await waitFor(() =>
      expect(update.bodies).toEqual([{ sold_out: [], sold_out_options: [{ modifier_option_id: 20 }] }]),
    );
  });
});
