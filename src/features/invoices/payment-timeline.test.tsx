// The invoice drawer's payment timeline and refund, through the real router and hooks against the
// mocked API: each step with its method, its time in WIB and the provider's reference, oldest first,
// in English and Indonesian; a failed refund shows the provider's reason and is asked again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getRefundInvoiceResponseMock } from '@generated/hooks/invoices/invoices.msw';
import type { InvoiceDetail } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

// The contract's example of a refunded QRIS payment (INV/20261120/00043), its refund still failing.
const refunded = getRefundInvoiceResponseMock().data;
const failing: InvoiceDetail = {
  ...refunded,
  status: 100,
  refund: {
    status: 'FAILED',
    requested_at: '2026-11-20T02:00:00Z',
    provider_reference: null,
    message: 'Midtrans did not answer the refund in time; please try again',
  },
  timeline: [
    ...refunded.timeline.slice(0, 3),
    {
      type: 'REFUND_FAILED',
      at: '2026-11-20T02:00:05Z',
      payment_method: refunded.payment_method,
      provider_reference: null,
      amount: 28000,
      detail: 'Midtrans did not answer the refund in time; please try again',
    },
  ],
};

describe('the payment timeline', () => {
  it('tells each step oldest first with its time in WIB and reference, in both languages, and asks a failed refund again', async () => {
    let refunds = 0;
    api.use(
      http.get('*/adm/v1/invoices/43', () => HttpResponse.json({ data: refunds === 0 ? failing : refunded })),
      http.post('*/adm/v1/invoices/43/refund', () => {
        refunds++;
        return HttpResponse.json({ data: refunded });
      }),
    );
    signIn();
    renderApp('/invoice?view=43');
    const drawer = await screen.findByRole('dialog', { name: 'Invoice INV/20261120/00043' });
    const timeline = await within(drawer).findByRole('list', { name: 'Payment timeline (WIB)' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.mantine-Timeline-itemTitle')?.textContent)).toEqual([
      'Payment requested · QRIS',
      'Paid through QRIS',
      'Refund requested',
      'Refund failed',
    ]);
    expect(steps[0]).toHaveTextContent('20 Nov 2026 08:05 WIB');
    expect(steps[0]).toHaveTextContent('Reference INV-20261120-00043');
    expect(steps[1]).toHaveTextContent('20 Nov 2026 08:10 WIB');
    expect(steps[1]).toHaveTextContent('Reference qrpy_8d2f6c1e-3b4a-4c5d-9e8f-0a1b2c3d4e5f');
    expect(steps[3]).toHaveTextContent('Midtrans did not answer the refund in time; please try again');

    const refund = within(drawer).getByRole('alert');
    expect(refund).toHaveTextContent('Refund failed');
    expect(refund).toHaveTextContent('the payment provider did not refund the payment');

    await i18n.changeLanguage('id');
    const timelineId = await within(drawer).findByRole('list', { name: 'Riwayat pembayaran (WIB)' });
    const stepsId = within(timelineId).getAllByRole('listitem');
    expect(stepsId[0]).toHaveTextContent('Pembayaran diminta · QRIS');
    expect(stepsId[0]).toHaveTextContent('20 Nov 2026 08.05 WIB');
    expect(stepsId[1]).toHaveTextContent('Dibayar melalui QRIS');
    expect(stepsId[1]).toHaveTextContent('Referensi qrpy_8d2f6c1e');
    expect(stepsId[3]).toHaveTextContent('Pengembalian dana gagal');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Minta pengembalian dana lagi' }));
    await waitFor(() => expect(refunds).toBe(1));
    // The invoice's status and the timeline's last step both say the money went back.
    await waitFor(() =>
      expect(within(timelineId).getAllByRole('listitem').at(-1)).toHaveTextContent('Dana dikembalikan'),
    );
    expect(within(timelineId).getAllByRole('listitem').at(-1)).toHaveTextContent('Referensi qrrf_5f6a1b2c');
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });
});
