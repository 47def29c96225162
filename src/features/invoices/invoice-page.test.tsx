// The Invoices screen through the real router and hooks, against the mocked API (the contract's
// examples: INV/20261120/00042 paid by QRIS, INV/20261120/00041 unpaid).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetInvoiceMockHandler,
  getGetInvoiceResponseMock,
  getListInvoicesResponseMock,
} from '@generated/hooks/invoices/invoices.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

/** Answers the list with the examples of the status asked for, recording each query. */
function recordListCalls() {
  const list = recordQueries('/adm/v1/invoices', (query) => {
    const all = getListInvoicesResponseMock();
    const status = query.get('status');
    const data = all.data.filter((invoice) => status === null || invoice.status === Number(status));
    return { data, meta: { ...all.meta, total: data.length } };
  });
  api.use(list.handler);
  return list.queries;
}

describe('the invoices screen', () => {
  it('asks for the status and number of the URL, shows the match and opens it with its items', async () => {
    const queries = recordListCalls();
    signIn();
    const { router } = renderApp('/invoice?status=0&invoice_id=00041');
    const row = await screen.findByRole('row', { name: /INV\/20261120\/00041/ });
    expect(queries[0]).toEqual({ status: '0', invoice_id: '00041' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Rizky Ramadhan');
    expect(row).toHaveTextContent('Rp 28,000');
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /00042/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter by status' })).toHaveValue('Unpaid');

    await userEvent.click(within(row).getByRole('button', { name: 'View invoice INV/20261120/00041' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invoice INV/20261120/00041' });
    expect(await within(drawer).findByText('Brown Sugar Boba Milk')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('BCA Virtual Account');
    expect(drawer).toHaveTextContent('3901081355512345');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 41 }));
  });

  it('opens the invoice the URL names, and closing it leaves the URL', async () => {
    signIn();
    const { router } = renderApp('/invoice?view=41');
    const drawer = await screen.findByRole('dialog', { name: 'Invoice INV/20261120/00041' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says how a payment at the counter was made: the method, the approval code and the shift', async () => {
    const invoice = getGetInvoiceResponseMock().data;
    api.use(
      getGetInvoiceMockHandler({
        data: {
          ...invoice,
          payment_method: null,
          counter_method: 'card',
          card_approval_code: '004512',
          shift: { id: 41, register: 'Counter 1', business_date: '2026-11-20' },
        },
      }),
    );
    signIn();
    renderApp('/invoice?view=41');
    const payment = await screen.findByTestId('counter-payment');
    expect(payment).toHaveTextContent('Card (EDC) · Approval code 004512');
    expect(payment).toHaveTextContent('Shift #41 · Counter 1 · 20 Nov 2026');
    expect(screen.getByText('Paid at the counter')).toBeInTheDocument();
  });

  it('puts the chosen status in the URL and lists what it answers', async () => {
    const queries = recordListCalls();
    signIn();
    const { router } = renderApp('/invoice');
    await screen.findByRole('row', { name: /00041/ });
    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 100 }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /00041/ })).not.toBeInTheDocument());
    expect(queries.at(-1)).toEqual({ status: '100' });
    expect(within(screen.getByRole('row', { name: /00042/ })).getByText('Paid')).toBeInTheDocument();
  });

  it("shows a paid invoice's gateway fee and reference, and a provider's payment to look at, in both languages", async () => {
    const example = getGetInvoiceResponseMock().data;
    api.use(
      http.get('*/adm/v1/invoices/41', () =>
        HttpResponse.json({
          data: {
            ...example,
            status: 100,
            paid_at: '2026-11-20T03:01:00Z',
            fee: 4000,
            provider_reference: 'xnd-pay-7731',
            payment_alert: {
              reason: 'AMOUNT_MISMATCH',
              amount: 20000,
              provider_reference: 'xnd-pay-7730',
              reported_at: '2026-11-20T02:59:00Z',
            },
          },
        }),
      ),
    );
    signIn();
    renderApp('/invoice?view=41');
    const drawer = await screen.findByRole('dialog', { name: 'Invoice INV/20261120/00041' });
    expect(await within(drawer).findByText('Gateway fee')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Rp 4,000');
    expect(drawer).toHaveTextContent('Received after fee');
    expect(drawer).toHaveTextContent('Rp 24,000');
    expect(drawer).toHaveTextContent('xnd-pay-7731');
    // Paid: nothing left to pay, so no instructions to pay it (the unpaid example shows its account).
    expect(within(drawer).queryByText('Payment instructions')).not.toBeInTheDocument();
    expect(drawer).not.toHaveTextContent('3901081355512345');
    expect(within(drawer).queryByRole('button', { name: 'Request payment' })).not.toBeInTheDocument();
    const alert = within(drawer).getByRole('alert');
    expect(alert).toHaveTextContent('Payment of a different amount');
    expect(alert).toHaveTextContent('20 Nov 2026 09:59 WIB');
    expect(alert).toHaveTextContent('Rp 20,000 (reference xnd-pay-7730)');

    await i18n.changeLanguage('id');
    expect(await within(drawer).findByText('Biaya gateway')).toBeInTheDocument();
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Pembayaran dengan jumlah berbeda');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('(referensi xnd-pay-7730)');
  });
});
