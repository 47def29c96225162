// The order desk and cups already made, against the mocked API (the contract's example: order #1024
// PREPARING at Jakarta Kemang, two Thai Teas and a Brown Sugar Boba Milk): cancelling asks whether the
// drinks were made and sends the answer; an order not yet in the making cancels as before; one handed
// over asks first and says its drinks are written off and its points taken back; a line is
// made again with a quantity and a note, the toast telling what it was worth.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getUpdateOrderStatusResponseMock,
} from '@generated/hooks/orders/orders.msw';
import { getRemakeOrderItemsResponseMock } from '@generated/hooks/prep/prep.msw';
import type { OrderStatus, OrderStatusChange } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import './order-drawer';

const order = getGetOrderResponseMock().data;

function openOrder(status: OrderStatus, next_statuses: OrderStatusChange[]) {
  api.use(getGetOrderMockHandler({ data: { ...order, status, next_statuses } }));
  const update = capture('put', '/adm/v1/orders/1024/status', getUpdateOrderStatusResponseMock());
  api.use(update.handler);
  signIn();
  renderApp('/order?view=1024');
  return update;
}

/** The order's drawer, once it has opened (the first one waits for the app's code to load). */
const openDrawer = () => screen.findByRole('dialog', { name: 'Order #1024' }, { timeout: 20_000 });

describe('cancelling an order in the making', () => {
  it.each<[string, OrderStatus, string, boolean]>([
    ['PREPARING', 200, 'Yes', true],
    ['READY', 300, 'No', false],
  ])('asks whether the drinks of a %s order were made, and sends the answer', async (_, status, answer, made) => {
    const update = openOrder(status, [500]);
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1024?' });
    expect(within(dialog).getByText('Were the drinks already made?')).toBeInTheDocument();
    expect(within(dialog).getByText('Written off as waste')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingredients go back to stock')).toBeInTheDocument();
    // Not said yet: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Say whether the drinks were made')).toBeInTheDocument();
    expect(update.bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: answer }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(update.bodies).toEqual([{ status: 500, made }]));
  });

  it('keeps the order when asked to', async () => {
    const update = openOrder(200, [300, 500]);
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1024?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order #1024?' })).not.toBeInTheDocument());
    expect(update.bodies).toEqual([]);
  });

  it('cancels a paid order not yet in the making as before, without asking about the drinks', async () => {
    const update = openOrder(100, [200, 500]);
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1024?' });
    expect(within(dialog).queryByText('Were the drinks already made?')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(update.bodies).toEqual([{ status: 500 }]));
  });
});

describe('cancelling an order handed over', () => {
  it.each<[string, OrderStatus, OrderStatusChange[]]>([
    ['picked up', 350, [400, 500]],
    ['completed', 400, [500]],
  ])(
    'asks first when the order is %s, says what the refund does, and does not ask about the drinks',
    async (_, status, next) => {
      const update = openOrder(status, next);
      const drawer = await openDrawer();
      await userEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1024?' });
      expect(
        within(dialog).getByText(/was handed over: cancelling it refunds its payment, writes its drinks off as waste/),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText('Were the drinks already made?')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      expect(update.bodies).toEqual([]);
      await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
      const again = await screen.findByRole('dialog', { name: 'Cancel order #1024?' });
      await userEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
      await waitFor(() => expect(update.bodies).toEqual([{ status: 500 }]));
    },
  );

  it('asks in Indonesian', async () => {
    openOrder(400, [500]);
    await i18n.changeLanguage('id');
    const drawer = await screen.findByRole('dialog', { name: /1024/ });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pesanan #1024?' });
    expect(within(dialog).getByText(/sudah diserahkan: membatalkannya mengembalikan dana/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Jangan batalkan' })).toBeInTheDocument();
  });
});

describe('made again', () => {
  it('records a line made again with its quantity and note, and tells what it was worth', async () => {
    openOrder(200, [300, 500]);
    const remake = capture('post', '/adm/v1/orders/1024/remakes', getRemakeOrderItemsResponseMock(), 201);
    api.use(remake.handler);
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Made again: Thai Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Made again: Thai Tea' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Cups made again' });
    expect(quantity).toHaveValue('1');
    // The line has two cups: three cannot have been made again.
    // The whole text replaced at once: emptied, the field would show its default again.
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as made again' }));
    expect(await within(dialog).findByText('Enter between 1 and 2 cups')).toBeInTheDocument();
    expect(remake.bodies).toEqual([]);
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Wrong sugar level');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as made again' }));
    await waitFor(() =>
      expect(remake.bodies).toEqual([{ items: [{ item_id: 5001, quantity: 2 }], note: 'Wrong sugar level' }]),
    );
    expect(await screen.findByText('Made again: Rp 2,775 written off as waste')).toBeInTheDocument();
  });

  it("shows the API's refusal next to the quantity", async () => {
    openOrder(300, [350, 500]);
    api.use(apiError('post', '/adm/v1/orders/1024/remakes', 422, 'At most 1 cup on this line', 'items.0.quantity'));
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Made again: Brown Sugar Boba Milk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Made again: Brown Sugar Boba Milk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as made again' }));
    expect(await within(dialog).findByText('At most 1 cup on this line')).toBeInTheDocument();
  });

  it('is offered only while the order is paid and not yet handed over', async () => {
    openOrder(350, [400]);
    const drawer = await openDrawer();
    await within(drawer).findByText('Thai Tea');
    expect(within(drawer).queryByRole('button', { name: /Made again/ })).not.toBeInTheDocument();
  });

  it('reads in Indonesian', async () => {
    openOrder(200, [300, 500]);
    await i18n.changeLanguage('id');
    const drawer = await screen.findByRole('dialog', { name: /1024/ });
    expect(await within(drawer).findByRole('button', { name: 'Dibuat ulang: Thai Tea' })).toBeInTheDocument();
  });
});
