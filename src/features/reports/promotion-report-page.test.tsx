// The promotions report screen through the real router and hooks, against the mocked API (the
// contract's example: the happy hour paid by the brand, the second Fruit Tea by the outlet, and points
// redeemed): a row per promotion and a totals row, the discount by funder in the summary, the range
// and outlets in the URL, both languages, and the empty and error states.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetPromotionReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const answer = getGetPromotionReportResponseMock();
const URL = '/report-promotions?start_date=2026-11-01&end_date=2026-11-30';

describe('the promotions report', () => {
  it('lists each promotion with its funder, orders, cups, discount and net sales, then the totals', async () => {
    const report = recordQueries('/adm/v1/reports/promotions', answer);
    api.use(report.handler);
    signIn();
    const { router } = renderApp(`${URL}&outlet_ids=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions Report' })).toBeInTheDocument();
    const happy = await screen.findByRole('row', { name: /Happy hour 20%/ });
    for (const text of ['Brand', '310', '402', 'Rp 2,010,000', 'Rp 8,040,000']) expect(happy).toHaveTextContent(text);
    expect(screen.getByRole('row', { name: /Second Fruit Tea half price/ })).toHaveTextContent('Outlet');
    expect(screen.getByRole('row', { name: /^Points/ })).toHaveTextContent('Rp 56,000');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('Rp 3,386,000');
    expect(screen.getByTestId('summary-discount_brand')).toHaveTextContent('Rp 2,066,000');
    expect(screen.getByTestId('summary-discount_outlet')).toHaveTextContent('Rp 1,320,000');
    expect(report.queries[0]).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30', outlet_ids: '2' });
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Outlets' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Kemang' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outlet_ids: [2, 1] }));
    await waitFor(() => expect(report.queries.at(-1)).toMatchObject({ outlet_ids: '2,1' }));
  });

  it('reads in Indonesian', async () => {
    api.use(recordQueries('/adm/v1/reports/promotions', answer).handler);
    signIn();
    renderApp(URL);
    await screen.findByRole('row', { name: /Happy hour 20%/ });
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Promosi' })).toBeInTheDocument();
    for (const header of ['Promosi', 'Ditanggung oleh', 'Pesanan', 'Gelas', 'Diskon', 'Penjualan bersih'])
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Poin/ })).toHaveTextContent('Merek');
  });

  it('says when no promotion gave a discount', async () => {
    api.use(
      recordQueries('/adm/v1/reports/promotions', {
        ...answer,
        data: [],
        summary: { order_count: 0, cups: 0, discount: 0, discount_brand: 0, discount_outlet: 0, net_sales: 0 },
      }).handler,
    );
    signIn();
    renderApp(URL);
    expect(await screen.findByText('No discounts for these filters')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Total/ })).not.toBeInTheDocument();
  });

  it('shows why the report failed, with a retry', async () => {
    api.use(
      http.get('*/adm/v1/reports/promotions', () =>
        HttpResponse.json({ errors: [{ detail: 'The report could not be read' }] }, { status: 400 }),
      ),
    );
    signIn();
    renderApp(URL);
    expect(await screen.findByText('The report could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
