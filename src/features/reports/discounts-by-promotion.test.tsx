// The sales report's discounts by promotion, through the real router and hooks against the mocked API
// (the contract's example: the happy hour and points paid by the brand, the second Fruit Tea by the
// outlet): a row per promotion with its funder, orders and discount, the brand's and the outlets'
// parts under it, in both languages, and a word when nothing was discounted.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetSalesReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const URL = '/report-sales?start_date=2026-11-16&end_date=2026-11-18';

describe('the sales report’s discounts by promotion', () => {
  it('lists each promotion with who pays, its orders and discount, then the brand’s and the outlets’ parts', async () => {
    api.use(recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock()).handler);
    signIn();
    renderApp(URL);
    const table = await screen.findByRole('table', { name: 'Discounts by promotion' });
    for (const header of ['Promotion', 'Funded by', 'Orders', 'Discount'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent!.replace(/\s+/g, ' '));
    expect(rows.map(cells)).toEqual([
      ['Happy hour 20%', 'Brand', '21', 'Rp 84,000'],
      ['Second Fruit Tea half price', 'Outlet', '3', 'Rp 33,000'],
      ['Points', 'Brand', '2', 'Rp 8,000'],
    ]);
    expect(screen.getByTestId('discount-brand')).toHaveTextContent('Paid by the brand: Rp 92,000');
    expect(screen.getByTestId('discount-outlet')).toHaveTextContent('Paid by the outlets: Rp 33,000');
  });

  it('reads in Indonesian', async () => {
    api.use(recordQueries('/adm/v1/reports/sales', getGetSalesReportResponseMock()).handler);
    signIn();
    renderApp(URL);
    await screen.findByRole('table', { name: 'Discounts by promotion' });
    await i18n.changeLanguage('id');
    const table = await screen.findByRole('table', { name: 'Diskon per promosi' });
    for (const header of ['Promosi', 'Ditanggung oleh', 'Pesanan', 'Diskon'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Poin/ })).toHaveTextContent('Merek');
    expect(screen.getByTestId('discount-brand')).toHaveTextContent('Ditanggung merek');
    expect(screen.getByTestId('discount-outlet')).toHaveTextContent('Ditanggung outlet');
  });

  it('says when no promotion gave a discount', async () => {
    const example = getGetSalesReportResponseMock();
    api.use(
      recordQueries('/adm/v1/reports/sales', {
        ...example,
        summary: { ...example.summary, discounts_by_promotion: [], discount_brand: 0, discount_outlet: 0 },
      }).handler,
    );
    signIn();
    renderApp(URL);
    const section = await screen.findByTestId('discounts-by-promotion');
    expect(within(section).getByText('No discounts for these filters')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('discount-brand')).toHaveTextContent('Rp 0');
  });
});
