// The Customers screen through the real router and hooks, against the contract's examples (Putri
// Anggraini, 1,250 points): the list with the number as the server sent it, the member's drawer
// from the URL with the ledger and recent orders, adjusting points (the reason required, a
// confirmation first, the server's refusal next to the points), and no adjusting without the scope.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetCustomerResponseMock } from '@generated/hooks/customers/customers.msw';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const example = getGetCustomerResponseMock().data;

async function openDrawer() {
  renderApp(`/customers?customer=${example.id}`);
  return screen.findByRole('dialog', { name: 'Customer' });
}

describe('the customers screen', () => {
  it('lists members with their points, and opens one from its row', async () => {
    signIn();
    const { router } = renderApp('/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Putri Anggraini/ });
    expect(row).toHaveTextContent('0812****7890');
    expect(row).toHaveTextContent('1,250');
    await userEvent.click(within(row).getByRole('button', { name: 'View Putri Anggraini' }));
    const drawer = await screen.findByRole('dialog', { name: 'Customer' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ customer: 15 }));
    expect(await within(drawer).findByTestId('points-balance')).toHaveTextContent('1,250 points');
    expect(within(drawer).getByText('Earned · #1024')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /#1024 · Jakarta Kemang/ })).toBeInTheDocument();
  });

  it('adjusts points with a reason after a confirmation', async () => {
    signIn();
    const post = capture(
      'post',
      `/adm/v1/customers/${example.id}/points`,
      {
        data: {
          entry: {
            id: 90,
            kind: 'adjusted',
            points: -100,
            order_id: null,
            reason: 'Wrong order',
            created_by: null,
            created_at: '2026-11-21T02:00:00Z',
          },
          points_balance: 1150,
        },
      },
      201,
    );
    api.use(post.handler);
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points of Putri Anggraini' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('Enter a whole number of points')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points' }), '-100');
    expect(within(dialog).getByText('Balance after: 1,150 points')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    const confirm = await screen.findByRole('dialog', { name: 'Adjust points?' });
    expect(confirm).toHaveTextContent('Take 100 points from Putri Anggraini? The balance becomes 1,150 points.');
    expect(post.bodies).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(post.bodies).toEqual([{ points: -100, reason: 'Wrong order' }]));
    expect(await screen.findByText('Points adjusted')).toBeInTheDocument();
  });

  it("puts the server's refusal next to the points", async () => {
    signIn();
    api.use(
      apiError(
        'post',
        `/adm/v1/customers/${example.id}/points`,
        422,
        'The balance cannot go below 0 (it is 1250 points)',
        'points',
      ),
    );
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points of Putri Anggraini' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points' }), '-5000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Adjust points?' })).getByRole('button', {
        name: 'Adjust points',
      }),
    );
    expect(await within(dialog).findByText('The balance cannot go below 0 (it is 1250 points)')).toBeInTheDocument();
  });

  it('offers no adjusting to a user who only works with orders', async () => {
    signIn(sessionWith(['view_admin_order']));
    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('points-balance')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Adjust points' })).not.toBeInTheDocument();
  });
});
