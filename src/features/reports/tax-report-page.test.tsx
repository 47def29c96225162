// The tax report screen through the real router and hooks, against the mocked API (the contract's
// example: Kemang with PBJT, Bandung without orders): a row per outlet and a totals row, the month and
// outlets in the URL, both languages, and the empty and error states.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetTaxReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const answer = getGetTaxReportResponseMock();

describe('the tax report', () => {
  it("lists each outlet's area, orders, tax base, PBJT and service charge, then the totals, for the URL's month and outlets", async () => {
    const report = recordQueries('/adm/v1/reports/tax', answer);
    api.use(report.handler);
    signIn();
    const { router } = renderApp('/report-tax?month=2026-11&outlet_ids=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Report' })).toBeInTheDocument();
    const kemang = await screen.findByRole('row', { name: /Jakarta Kemang/ });
    for (const text of [
      'Kota Jakarta Selatan',
      '3174.1234.567',
      '1,240',
      'Rp 33,600,000',
      'Rp 3,360,000',
      'Rp 420,000',
    ])
      expect(kemang).toHaveTextContent(text);
    expect(screen.getByRole('row', { name: /Bandung Dago/ })).toHaveTextContent('Kota Bandung');
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('Rp 3,360,000');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Rp 3,360,000');
    expect(screen.getByTestId('summary-tax_base')).toHaveTextContent('Rp 33,600,000');
    expect(report.queries[0]).toEqual({ month: '2026-11', outlet_ids: '2' });
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Outlets' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Kemang' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ outlet_ids: [2, 1] }));
    await waitFor(() => expect(report.queries.at(-1)).toMatchObject({ month: '2026-11', outlet_ids: '2,1' }));

    expect(screen.getByRole('button', { name: 'Month' })).toHaveTextContent('November 2026');
  });

  it('reads in Indonesian, PBJT staying PBJT', async () => {
    api.use(recordQueries('/adm/v1/reports/tax', answer).handler);
    signIn();
    renderApp('/report-tax?month=2026-11');
    await screen.findByRole('row', { name: /Jakarta Kemang/ });
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Pajak' })).toBeInTheDocument();
    for (const header of ['Outlet', 'Wilayah', 'Pesanan', 'Dasar pengenaan pajak', 'PBJT', 'Biaya layanan'])
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toBeInTheDocument();
  });

  it('says when no outlet is in reach', async () => {
    api.use(
      recordQueries('/adm/v1/reports/tax', {
        ...answer,
        data: [],
        summary: { order_count: 0, tax_base: 0, tax: 0, service_charge: 0 },
      }).handler,
    );
    signIn();
    renderApp('/report-tax?month=2026-11');
    expect(await screen.findByText('No outlets for these filters')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Total/ })).not.toBeInTheDocument();
  });

  it('shows why the report failed, with a retry', async () => {
    api.use(
      http.get('*/adm/v1/reports/tax', () =>
        HttpResponse.json({ errors: [{ detail: 'The report could not be read' }] }, { status: 400 }),
      ),
    );
    signIn();
    renderApp('/report-tax?month=2026-10');
    expect(await screen.findByText('The report could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a month not written YYYY-MM in the URL', async () => {
    signIn();
    renderApp('/report-tax?month=2026-13');
    expect(await screen.findByText(/Month must be in YYYY-MM format/)).toBeInTheDocument();
  });
});
