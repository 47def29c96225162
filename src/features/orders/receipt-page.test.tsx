// An order's receipt page through the real router, against the mocked API (the contract's example:
// a Rp 22,000 Thai Tea at Jakarta Kemang, prices including PBJT 10 %, paid Rp 50,000 in cash): the
// receipt's lines in its language, the roll's width and the language in the address, Print; open to
// a cashier holding only the counter's scope.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetOrderReceiptMockHandler, getGetOrderReceiptResponseMock } from '@generated/hooks/tax/tax.msw';
import { i18n } from '@/lib/i18n';
import { api } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const example = getGetOrderReceiptResponseMock().data;
type ReceiptData = typeof example;

function openReceipt(path = '/order/1031/receipt', receipt: Partial<ReceiptData> = {}) {
  api.use(getGetOrderReceiptMockHandler({ data: { ...example, ...receipt } }));
  signIn({ ...sessionWith(['view_admin_counter']) });
  return renderApp(path);
}

const rowText = (receipt: HTMLElement) =>
  [...receipt.querySelectorAll('.receipt-row')].map((row) =>
    [...row.children].map((c) => (c.textContent ?? '').replace(/\s/g, ' ')).join(' | '),
  );

describe("an order's receipt", () => {
  it('shows the letterhead, the lines, PBJT included in the price, the cash and change, and prints', async () => {
    window.localStorage.removeItem('receipt-width');
    const { router } = openReceipt();
    expect(await screen.findByRole('heading', { name: 'Receipt · order #1031' })).toBeInTheDocument();
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveAttribute('data-width', '80');
    expect(receipt).toHaveTextContent('PT Teahouse Nusantara');
    expect(receipt).toHaveTextContent('Jakarta Kemang');
    expect(receipt).toHaveTextContent('Jl. Kemang Raya No. 10, Jakarta Selatan');
    expect(receipt).toHaveTextContent('NPWPD 3174.1234.567');
    expect(receipt).toHaveTextContent('Thai Tea');
    expect(receipt).toHaveTextContent('Regular');
    const rows = rowText(receipt);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Invoice | INV/20261120/00131',
        'Date | 20 Nov 2026 10:15 WIB',
        'Name | Dewi',
        '1 × Rp 22,000 | Rp 22,000',
        'Subtotal | Rp 22,000',
        'PBJT 10% (included) | Rp 2,000',
        'Tax base | Rp 20,000',
        'Total | Rp 22,000',
        'Payment | Cash',
        'Cash | Rp 50,000',
        'Change | Rp 28,000',
      ]),
    );
    // Nothing that is zero: no discount, service charge or rounding.
    expect(rows.some((row) => /Discount|Service charge|Rounding/.test(row))).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ width: 58 }));
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-width', '58');
    expect(window.localStorage.getItem('receipt-width')).toBe('58');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('is written in the language the address names, options by their Indonesian names', async () => {
    openReceipt('/order/1031/receipt?lang=id&width=58');
    const receipt = await screen.findByTestId('receipt');
    await waitFor(() => expect(receipt).toHaveTextContent('PBJT 10% (termasuk)'));
    expect(receipt).toHaveAttribute('data-width', '58');
    expect(receipt).toHaveAttribute('lang', 'id');
    expect(receipt).toHaveTextContent('Reguler');
    const rows = rowText(receipt);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Faktur | INV/20261120/00131',
        'Tanggal | 20 Nov 2026 10.15 WIB',
        'Dasar pengenaan pajak | Rp 20.000',
        'Pembayaran | Tunai',
        'Tunai | Rp 50.000',
        'Kembalian | Rp 28.000',
      ]),
    );
    // The screen around it stays in the reader's language.
    expect(screen.getByRole('heading', { name: 'Receipt · order #1031' })).toBeInTheDocument();
    expect(i18n.language).not.toBe('id');
  });

  it('shows the service charge, discount and rounding when there are any, and no PBJT at an exempt outlet', async () => {
    openReceipt('/order/1031/receipt', {
      subtotal: 100000,
      discount_total: 20000,
      service_charge: 4000,
      service_charge_percent: 5,
      tax_base: 0,
      tax: 0,
      tax_included: 0,
      pbjt_rate_percent: 0,
      prices_include_tax: false,
      rounding: -50,
      total_amount: 83950,
      payment: { method: 'qris', method_name: 'QRIS Xendit', tendered: null, change: null },
    });
    const receipt = await screen.findByTestId('receipt');
    const rows = rowText(receipt);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Discount | -Rp 20,000',
        'Service charge 5% | Rp 4,000',
        'Rounding | -Rp 50',
        'Total | Rp 83,950',
        'Payment | QRIS · QRIS Xendit',
      ]),
    );
    expect(receipt).not.toHaveTextContent('PBJT');
    expect(receipt).not.toHaveTextContent('Tax base');
    expect(receipt).not.toHaveTextContent('Change');
  });

  it('says so when the order is not found', async () => {
    signIn({ ...sessionWith(['view_admin_counter']) });
    renderApp('/order/abc/receipt');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(within(document.body).queryByTestId('receipt')).not.toBeInTheDocument();
  });
});
