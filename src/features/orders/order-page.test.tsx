// The Orders screen through the real router and hooks, against the mocked API (the contract's
// examples: order #1024 preparing at Jakarta Kemang, #1023 created at Bandung Dago).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getListOrdersResponseMock,
  getUpdateOrderStatusResponseMock,
} from '@generated/hooks/orders/orders.msw';
import { getGetCounterMenuMockHandler } from '@generated/hooks/counter/counter.msw';
import { api, apiError, capture, recordQueries } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches the drawer's code once the user reaches for the page (lazyPart); loaded here, that is at
// once, so an order opens as in a browser that has fetched it.
import './order-drawer';

/** Answers the list with the examples of the status asked for, recording each query. */
function recordListCalls() {
  const list = recordQueries('/adm/v1/orders', (query) => {
    const all = getListOrdersResponseMock();
    const status = query.get('status');
    const data = all.data.filter((order) => status === null || order.status === Number(status));
    return { data, meta: { ...all.meta, total: data.length } };
  });
  api.use(list.handler);
  return list.queries;
}

describe('the orders screen', () => {
  it('asks for the filters of the URL and opens the order the URL names', async () => {
    const queries = recordListCalls();
    signIn();
    renderApp('/order?status=200&start_date=2026-11-20&end_date=2026-11-20&view=1024');
    const row = await screen.findByRole('row', { name: /1024/ });
    expect(queries[0]).toEqual({ status: '200', start_date: '2026-11-20', end_date: '2026-11-20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Putri Anggraini');
    expect(row).toHaveTextContent('Jakarta Kemang');
    expect(screen.queryByRole('row', { name: /1023/ })).not.toBeInTheDocument();

    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    expect(await within(drawer).findByText('Less sugar on the Thai Tea, please.')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Brown Sugar Boba Milk');
    // The amounts frozen on the order: PBJT inside the prices of this one.
    expect(within(drawer).getByTestId('amount-subtotal')).toHaveTextContent('SubtotalRp 72,000');
    expect(within(drawer).getByTestId('amount-pbjt')).toHaveTextContent('PBJT 10% (included)Rp 6,545');
    expect(within(drawer).getByTestId('amount-total')).toHaveTextContent('TotalRp 72,000');
    expect(within(drawer).queryByTestId('amount-service')).not.toBeInTheDocument();
    // Without inventory at Jakarta Kemang, no cost column.
    expect(within(drawer).queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
  });

  it('shows the discount, service charge, PBJT added to the prices and the cash rounding of an order', async () => {
    recordListCalls();
    const order = getGetOrderResponseMock().data;
    // Bapenda's example: 100,000 less 20,000; 5 % service 4,000; PBJT 10 % of 84,000; paid in cash.
    api.use(
      getGetOrderMockHandler({
        data: {
          ...order,
          subtotal: 100_000,
          discount_total: 20_000,
          service_charge: 4_000,
          tax_base: 84_000,
          tax: 8_400,
          tax_included: 0,
          rounding: 0,
          pbjt_rate_percent: 10,
          service_charge_percent: 5,
          prices_include_tax: false,
          total_amount: 92_400,
        },
      }),
    );
    signIn();
    renderApp('/order?view=1024');
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    const amounts = await within(drawer).findByTestId('order-amounts');
    expect(amounts).toHaveTextContent(
      'SubtotalRp 100,000Discount-Rp 20,000Service charge 5%Rp 4,000PBJT 10%Rp 8,400TotalRp 92,400',
    );
  });

  it("shows each line's options and the way to its cup labels", async () => {
    recordListCalls();
    const order = getGetOrderResponseMock().data;
    const sized = (option_name: string, price_delta: number) => ({
      modifier_option_id: price_delta + 1,
      group_name: 'Size',
      indonesian_group_name: 'Ukuran',
      option_name,
      indonesian_option_name: null,
      price_delta,
    });
    const items = order.items.map((item, index) =>
      index === 0 ? { ...item, options: [sized('Large', 5_000), sized('Less ice', 0), sized('Pearls', 4_000)] } : item,
    );
    api.use(getGetOrderMockHandler({ data: { ...order, id: 1024, items } }));
    signIn();
    renderApp('/order?view=1024');
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    expect(await within(drawer).findByTestId('line-options')).toHaveTextContent('Large · Less ice · Pearls');
    expect(within(drawer).getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', '/order/1024/labels');
  });

  it("shows each line's cost and gross profit to those who see inventory at the order's outlet", async () => {
    recordListCalls();
    const kemang = {
      id: 1,
      name: 'Jakarta Kemang',
      admin_scope: ['view_admin_order', 'view_admin_inventory'] as const,
    };
    signIn({ ...sessionWith(), outlets: [{ ...kemang, admin_scope: [...kemang.admin_scope] }] });
    renderApp('/order?view=1024');
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    await within(drawer).findByText('Less sugar on the Thai Tea, please.');
    expect(within(drawer).getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    const thaiTea = within(drawer).getByRole('row', { name: /Thai Tea/ });
    expect(thaiTea).toHaveTextContent('Rp 9,200');
    expect(thaiTea).toHaveTextContent('Rp 34,800');
    // An ingredient without a cost yet leaves the line's cost unknown.
    expect(within(drawer).getByRole('row', { name: /Brown Sugar Boba Milk/ })).toHaveTextContent('—');
  });

  it('tells a refunded payment’s time apart from the refund’s, and shows no cost on a cancelled order', async () => {
    recordListCalls();
    const order = getGetOrderResponseMock().data;
    api.use(
      getGetOrderMockHandler({
        data: {
          ...order,
          status: 500,
          next_statuses: [],
          invoice: {
            ...order.invoice,
            status: 400,
            paid_at: '2026-11-20T01:17:00Z',
            refunded_at: '2026-11-20T03:05:00Z',
          },
        },
      }),
    );
    const kemang = {
      id: 1,
      name: 'Jakarta Kemang',
      admin_scope: ['view_admin_order' as const, 'view_admin_inventory' as const],
    };
    signIn({ ...sessionWith(), outlets: [kemang] });
    renderApp('/order?view=1024');
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    expect(await within(drawer).findByTestId('invoice-paid-at')).toHaveTextContent('Paid 20 Nov 2026 08:17 WIB');
    expect(within(drawer).getByTestId('invoice-refunded-at')).toHaveTextContent('Refunded 20 Nov 2026 10:05 WIB');
    expect(within(drawer).queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('columnheader', { name: 'Gross profit' })).not.toBeInTheDocument();
  });

  it('shows the door and handing-over of each order, a walk-in by the name given at the counter', async () => {
    recordListCalls();
    signIn();
    renderApp('/order');
    const app = await screen.findByRole('row', { name: /1024/ });
    expect(within(app).getByText('App')).toBeInTheDocument();
    // An app order is always picked up: the badge alone says so.
    expect(within(app).queryByText('Pick-up')).not.toBeInTheDocument();
    const walkIn = screen.getByRole('row', { name: /1022/ });
    expect(within(walkIn).getByText('Counter')).toBeInTheDocument();
    expect(within(walkIn).getByText('Dine-in')).toBeInTheDocument();
    expect(walkIn).toHaveTextContent('Budi');
    // A counter order has no pick-up window.
    expect(walkIn).toHaveTextContent('—');
  });

  it('filters by channel, order type and the customer, each in the URL', async () => {
    const queries = recordListCalls();
    signIn();
    const { router } = renderApp('/order?channel=counter&order_type=dine_in&customer=budi');
    await screen.findByRole('row', { name: /1022/ });
    expect(queries[0]).toEqual({ channel: 'counter', order_type: 'dine_in', customer: 'budi' });
    const search = screen.getByRole('textbox', { name: 'Customer name or phone' });
    expect(search).toHaveValue('budi');
    await userEvent.clear(search);
    await userEvent.type(search, '0812-3456');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        channel: 'counter',
        order_type: 'dine_in',
        customer: '0812-3456',
      }),
    );
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ customer: '0812-3456' }));
  });

  it('refuses a channel it does not know', async () => {
    recordListCalls();
    signIn();
    renderApp('/order?channel=phone');
    expect(await screen.findByText(/Channel must be one of app, counter/)).toBeInTheDocument();
  });

  it('moves an open order to its next status and says so', async () => {
    const update = capture('put', '/adm/v1/orders/1024/status', getUpdateOrderStatusResponseMock());
    api.use(update.handler);
    recordListCalls();
    signIn();
    const { router } = renderApp('/order');
    const row = await screen.findByRole('row', { name: /1024/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Open order #1024' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 1024 }));
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Mark as Ready to pick up' }));
    await waitFor(() => expect(update.bodies).toEqual([{ status: 300 }]));
    expect(await screen.findByText('Order #1024 is now Ready to pick up')).toBeInTheDocument();
  });
});

describe('Mark as Paid', () => {
  /** Order #1024 waiting for its payment at the counter, and what marking it paid sends. */
  function unpaidOrder() {
    const order = getGetOrderResponseMock().data;
    api.use(
      getGetOrderMockHandler({
        data: {
          ...order,
          status: 0,
          next_statuses: [100, 500],
          invoice: { ...order.invoice, status: 0, paid_at: null },
        },
      }),
      getGetCounterMenuMockHandler({
        data: { outlet_id: order.outlet.id, registers: ['Counter 1', 'Counter 2'], products: [] },
      }),
    );
    const update = capture('put', '/adm/v1/orders/1024/status', getUpdateOrderStatusResponseMock());
    api.use(update.handler);
    recordListCalls();
    signIn();
    renderApp('/order?view=1024');
    return update;
  }

  it('asks to confirm and how it was paid: a card with its approval code', async () => {
    const update = unpaidOrder();
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1024 as paid' });
    expect(update.bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Card (EDC)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText('Approval code is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Approval code' }), '004512');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() =>
      expect(update.bodies).toEqual([
        { status: 100, payment: { method: 'card', register: null, approval_code: '004512' } },
      ]),
    );
  });

  it("takes cash into the chosen register's drawer, and shows a refusal next to the register", async () => {
    const update = unpaidOrder();
    api.use(apiError('put', '/adm/v1/orders/1024/status', 422, 'Open a shift first', 'payment.register'));
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1024 as paid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText('Choose the register whose drawer takes the cash')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Register' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Counter 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText('Open a shift first')).toBeInTheDocument();
    expect(update.bodies).toEqual([]);
  });
});

describe("an order's receipt", () => {
  it('is a link from the order drawer, beside the cup labels', async () => {
    recordListCalls();
    signIn();
    renderApp('/order?view=1024');
    const drawer = await screen.findByRole('dialog', { name: 'Order #1024' });
    expect(await within(drawer).findByRole('link', { name: 'Print receipt' })).toHaveAttribute(
      'href',
      '/order/1024/receipt',
    );
    expect(within(drawer).getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', '/order/1024/labels');
  });
});
