// The Orders screen through the real router and hooks, against the mocked API (the contract's
// examples: order #1024 preparing at Jakarta Kemang, #1023 created at Bandung Dago).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getListOrdersResponseMock, getUpdateOrderStatusResponseMock } from '@generated/hooks/orders/orders.msw';
import { api, capture, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
// The screen fetches the drawer's code once the list shows (lazyPart); loaded here, that is at
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
    expect(drawer).toHaveTextContent('Total: Rp 72,000');
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
