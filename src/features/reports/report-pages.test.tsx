// The report screens through the real router and hooks, against the mocked API (the contract's
// examples: sales of 16–18 November 2026, the stock of Taro Milk Tea and Thai Tea in week 47).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getGetInventoryReportResponseMock,
  getGetPaymentReportResponseMock,
  getGetPurchaseOrderReportResponseMock,
  getGetSalesReportResponseMock,
} from '@generated/hooks/reports/reports.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

describe('the sales report', () => {
  it('asks for the range, grouping and outlets of the URL, shows the totals, and regroups from the URL', async () => {
    const report = recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock());
    api.use(report.handler);
    signIn();
    const { router } = renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18&type=week&outlet_ids=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Report' })).toBeInTheDocument();
    // The totals of the range: net sales and orders.
    expect(await screen.findByText('Rp 7,020,000')).toBeInTheDocument();
    expect(screen.getByText('181')).toBeInTheDocument();
    expect(report.queries[0]).toMatchObject({
      start_date: '2026-11-16',
      end_date: '2026-11-18',
      type: 'week',
      outlet_ids: '1',
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'month' }));
    await waitFor(() => expect(report.queries.at(-1)).toMatchObject({ type: 'month', start_date: '2026-11-16' }));
  });

  it('shows the cost of goods and gross profit, and says when items sold have no known cost', async () => {
    const example = getGetSalesReportResponseMock();
    api.use(recordQueries('/adm/v1/reports/sales', example).handler);
    signIn();
    renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18');
    expect(await screen.findByRole('columnheader', { name: 'COGS' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gross Profit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-cogs')).toHaveTextContent('Rp 3,175,000'));
    expect(screen.getByTestId('summary-gross_profit')).toHaveTextContent('Rp 3,845,000');
    // A period's gross profit in its row.
    expect(screen.getAllByRole('row').some((row) => /Rp\s1,670,000/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByTestId('uncosted-notice')).toHaveTextContent(
      '2 items sold have no known cost yet, so COGS and gross profit are incomplete.',
    );
  });

  it("splits the range's and each period's orders and gross sales by channel", async () => {
    api.use(recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock()).handler);
    signIn();
    renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18');
    await waitFor(() => expect(screen.getByTestId('summary-counter_gross_sales')).toHaveTextContent('Rp 2,600,000'));
    expect(screen.getByTestId('summary-counter_order_count')).toHaveTextContent('69');
    expect(screen.getByTestId('summary-app_gross_sales')).toHaveTextContent('Rp 4,545,000');
    expect(screen.getByTestId('summary-app_order_count')).toHaveTextContent('112');
    expect(screen.getByRole('columnheader', { name: 'Counter orders' })).toBeInTheDocument();
    // 18 November: 37 orders at the counter for Rp 1,400,000.
    const day = screen.getAllByRole('row').find((row) => /Rp\s1,400,000/.test(row.textContent ?? ''));
    expect(day).toHaveTextContent('37');
  });

  it('shows the service charge, PBJT and rounding apart from net sales, and says under the table what net sales are', async () => {
    api.use(recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock()).handler);
    signIn();
    renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18');
    await waitFor(() => expect(screen.getByTestId('summary-tax')).toHaveTextContent('Rp 713,350'));
    expect(screen.getByTestId('summary-service_charge')).toHaveTextContent('Rp 113,500');
    expect(screen.getByTestId('summary-rounding')).toHaveTextContent('Rp 50');
    expect(screen.getByTestId('summary-net_sales')).toHaveTextContent('Rp 7,020,000');
    for (const name of ['Service charge', 'PBJT', 'Rounding'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    // 16 November: PBJT 320,250 and 150 rounded down for cash.
    const day = screen.getAllByRole('row').find((row) => /Rp\s320,250/.test(row.textContent ?? ''));
    expect(day).toHaveTextContent(/-Rp\s150/);
    expect(screen.getByTestId('net-sales-note')).toHaveTextContent(
      'Net sales are gross sales less discounts and the PBJT included in prices: sales before PBJT and charges.',
    );
  });

  it('says what net sales are in Indonesian', async () => {
    api.use(recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock()).handler);
    signIn();
    await i18n.changeLanguage('id');
    try {
      renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18');
      expect(await screen.findByTestId('net-sales-note')).toHaveTextContent(
        'Penjualan bersih adalah penjualan kotor dikurangi diskon dan PBJT yang sudah termasuk dalam harga',
      );
      expect(await screen.findByRole('columnheader', { name: 'Biaya layanan' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Pembulatan' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows no notice when every item sold has a cost', async () => {
    const example = getGetSalesReportResponseMock();
    const costed = { ...example, summary: { ...example.summary, uncosted_quantity: 0 } };
    api.use(recordQueries('/adm/v1/reports/sales', costed).handler);
    signIn();
    renderApp('/report-sales?start_date=2026-11-16&end_date=2026-11-18');
    await waitFor(() => expect(screen.getByTestId('summary-cogs')).toHaveTextContent('Rp 3,175,000'));
    expect(screen.queryByTestId('uncosted-notice')).not.toBeInTheDocument();
  });
});

describe('the inventory report', () => {
  it('asks for the range and SKUs of the URL and lists each SKU’s movement', async () => {
    const report = recordQueries('/adm/v1/reports/inventories', getGetInventoryReportResponseMock());
    api.use(report.handler);
    signIn();
    renderApp('/report-inventories?start_date=2026-11-16&end_date=2026-11-22&type=week&sku_ids=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory Report' })).toBeInTheDocument();
    const taro = await screen.findByRole('row', { name: /Taro Milk Tea/ });
    expect(taro).toHaveTextContent('62');
    expect(taro).toHaveTextContent('60');
    expect(report.queries[0]).toMatchObject({
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      type: 'week',
      sku_ids: '3',
    });
  });
});

describe('the purchase-order report', () => {
  it('asks for the outlets and vendors of the URL, and for the outlets chosen', async () => {
    const report = recordQueries('/adm/v1/reports/purchase-orders', getGetPurchaseOrderReportResponseMock());
    api.use(report.handler);
    signIn();
    const { router } = renderApp(
      '/report-po?start_date=2026-11-01&end_date=2026-11-30&type=month&outlet_ids=2&vendor_ids=1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Order Report' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /CV Boba Jaya/ })).toBeInTheDocument();
    expect(report.queries[0]).toMatchObject({ type: 'month', outlet_ids: '2', vendor_ids: '1' });

    await userEvent.click(screen.getByRole('textbox', { name: 'Outlets' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Kemang' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outlet_ids: [2, 1] }));
    await waitFor(() => expect(report.queries.at(-1)).toMatchObject({ outlet_ids: '2,1' }));
  });
});

describe('the payments report', () => {
  // The contract's example (16 November 2026: BCA Virtual Account and QRIS) and a payment at the counter.
  const example = getGetPaymentReportResponseMock();
  const counter = {
    ...example.data[0]!,
    payment_gateway_id: null,
    gateway_name: null,
    provider: null,
    counter_method: 'cash' as const,
    payment_count: 2,
    gross_amount: 76_000,
    fee_amount: 0,
    net_amount: 76_000,
    refund_count: 0,
    refund_amount: 0,
  };
  const withCounter = { ...example, data: [...example.data, counter], meta: { ...example.meta, total: 3 } };

  it('lists each payment method with its payments, fees, net and refunds, the totals, in both languages', async () => {
    const report = recordQueries('/adm/v1/reports/payments', withCounter);
    api.use(report.handler);
    signIn();
    renderApp('/report-payments?start_date=2026-11-16&end_date=2026-11-16&type=daily');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments Report' })).toBeInTheDocument();
    const bca = await screen.findByRole('row', { name: /BCA Virtual Account/ });
    for (const text of ['Xendit', '40', 'Rp 1,520,000', 'Rp 160,000', 'Rp 1,322,000', 'Rp 38,000'])
      expect(bca).toHaveTextContent(text);
    const qris = screen.getByRole('row', { name: /QRIS/ });
    for (const text of ['Midtrans', '44', 'Rp 1,630,000', 'Rp 11,410', 'Rp 1,618,590'])
      expect(qris).toHaveTextContent(text);
    // A counter row says how it was paid there.
    expect(screen.getByRole('row', { name: /At the counter · Cash/ })).toHaveTextContent('Rp 76,000');
    for (const header of ['Payment method', 'Provider', 'Payments', 'Gross', 'Fees', 'Net', 'Refunds', 'Refunded'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The totals of the range.
    await waitFor(() => expect(screen.getByTestId('summary-gross_amount')).toHaveTextContent('Rp 3,150,000'));
    expect(screen.getByTestId('summary-payment_count')).toHaveTextContent('84');
    expect(screen.getByTestId('summary-fee_amount')).toHaveTextContent('Rp 171,410');
    expect(screen.getByTestId('summary-net_amount')).toHaveTextContent('Rp 2,940,590');
    expect(screen.getByTestId('summary-refund_count')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-refund_amount')).toHaveTextContent('Rp 38,000');
    expect(report.queries[0]).toMatchObject({ start_date: '2026-11-16', end_date: '2026-11-16', type: 'daily' });
    expect(screen.getByText('Net and fees per period')).toBeInTheDocument();

    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Pembayaran' })).toBeInTheDocument();
    for (const header of ['Metode pembayaran', 'Penyedia', 'Biaya', 'Bersih', 'Pengembalian dana'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Di kasir · Tunai/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-fee_amount')).getByText('Biaya')).toBeInTheDocument();
  });

  it('offers the outlets where the user sees invoices, and opens with the invoices scope alone', async () => {
    const report = recordQueries('/adm/v1/reports/payments', example);
    api.use(report.handler);
    signIn({
      ...sessionWith(['view_admin_invoices']),
      outlets: [
        { id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_invoices'] },
        { id: 2, name: 'Bandung Dago', admin_scope: ['view_admin_invoices'] },
        { id: 3, name: 'Surabaya Tunjungan', admin_scope: ['view_admin_order'] },
      ],
    });
    renderApp('/report-payments?start_date=2026-11-16&end_date=2026-11-16&outlet_ids=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments Report' })).toBeInTheDocument();
    await waitFor(() => expect(report.queries[0]).toMatchObject({ outlet_ids: '2' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Outlets' }));
    expect(await screen.findByRole('option', { name: 'Jakarta Kemang' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Surabaya Tunjungan' })).not.toBeInTheDocument();
  });
});
