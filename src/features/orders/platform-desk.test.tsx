// A delivery platform's order at the desk, against the mocked API: its badge with the platform's
// short number in the list and the drawer, the flags under it, and the Accept tap.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@generated/model';
import {
  getAcceptOrderResponseMock,
  getGetOrderMockHandler,
  getListOrdersResponseMock,
} from '@generated/hooks/orders/orders.msw';
import { api, capture, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import './order-drawer';

const accepted = getAcceptOrderResponseMock().data;
const waiting: Order = {
  ...accepted,
  platform: { ...accepted.platform!, accepted_at: null, needs_mapping: true },
};

function withPlatformOrder() {
  const list = recordQueries('/adm/v1/orders', () => {
    const all = getListOrdersResponseMock();
    const { items: _items, status_history: _history, next_statuses: _next, ...summary } = waiting;
    const row = { ...all.data[0]!, ...summary, item_count: 1 };
    return { data: [row, ...all.data], meta: { ...all.meta, total: all.data.length + 1 } };
  });
  api.use(list.handler, getGetOrderMockHandler({ data: waiting }));
  return list.queries;
}

describe('a platform order on the desk', () => {
  it("shows the platform's short number, that it waits and needs mapping, and accepts it with a tap", async () => {
    withPlatformOrder();
    const accept = capture('post', '/adm/v1/orders/2048/accept', getAcceptOrderResponseMock());
    api.use(accept.handler);
    signIn();
    renderApp('/order?view=2048');
    const row = await screen.findByRole('row', { name: /2048/ });
    expect(within(row).getByTestId('platform-badge')).toHaveTextContent('GrabFood GF-842');
    expect(within(row).getByText('Waiting to accept')).toBeInTheDocument();
    expect(within(row).getByText('Needs mapping')).toBeInTheDocument();

    const drawer = await screen.findByRole('dialog', { name: 'Order #2048' });
    expect(within(drawer).getByTestId('platform-badge')).toHaveTextContent('GrabFood GF-842');
    expect(drawer).toHaveTextContent('GF-2611281234');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(accept.bodies).toHaveLength(1));
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Accept order' })).not.toBeInTheDocument());
    expect(within(drawer).queryByText('Waiting to accept')).not.toBeInTheDocument();
  });

  it('filters by the new channels and delivery', async () => {
    const queries = withPlatformOrder();
    signIn();
    renderApp('/order?channel=gofood&order_type=delivery');
    await screen.findByRole('row', { name: /2048/ });
    expect(queries[0]).toMatchObject({ channel: 'gofood', order_type: 'delivery' });
  });
});
