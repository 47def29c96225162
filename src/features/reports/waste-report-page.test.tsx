// The waste report through the real router and hooks, against the mocked API: a row per reason (in
// the reader's language), SKU (with its quantity and unit) or day, the totals row, the range,
// outlets and grouping in the URL, the downloads asking for the same rows, and Indonesian.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetWasteReportResponseMock } from '@generated/hooks/reports/reports.msw';
import type { GetWasteReport200 } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const SCOPES = ['view_admin_inventory' as const];
const byReason = getGetWasteReportResponseMock();
const bySku: GetWasteReport200 = {
  group_by: 'sku',
  data: [
    { key: '81', label: 'Cooked Tapioca Pearls', sku_id: 81, stock_unit: 'gr', quantity: 5400, value: 45000, lines: 3 },
    { key: '12', label: 'Fresh Milk 1 L', sku_id: 12, stock_unit: 'ml', quantity: 1250, value: 23125, lines: 2 },
  ],
  summary: { value: 68125, lines: 5 },
};

/** Answers the grouping asked for, recording each query. */
function serveReport() {
  const report = recordQueries('/adm/v1/reports/waste', (query) =>
    query.get('group_by') === 'sku' ? bySku : byReason,
  );
  api.use(report.handler);
  return report.queries;
}

describe('the waste report', () => {
  it('lists the waste by reason in words, with a totals row, for the range and outlets of the URL', async () => {
    const queries = serveReport();
    signIn(sessionWith(SCOPES));
    renderApp('/report-waste?start_date=2026-11-01&end_date=2026-11-20&outlet_ids=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waste Report' })).toBeInTheDocument();
    const expired = await screen.findByRole('row', { name: /^Expired/ });
    expect(queries[0]).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      outlet_ids: '1',
      group_by: 'reason',
    });
    expect(expired).toHaveTextContent('Rp 180,000');
    expect(expired).toHaveTextContent('42');
    expect(screen.getByRole('row', { name: /^Spill/ })).toHaveTextContent('Rp 25,000');
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('Rp 205,000');
    expect(total).toHaveTextContent('48');
    expect(screen.getByTestId('summary-value')).toHaveTextContent('Rp 205,000');
    expect(screen.queryByRole('columnheader', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('groups by SKU with the quantity in its unit, the grouping kept in the URL', async () => {
    const queries = serveReport();
    signIn(sessionWith(SCOPES));
    const { router } = renderApp('/report-waste?start_date=2026-11-01&end_date=2026-11-20');
    await screen.findByRole('row', { name: /^Expired/ });
    await userEvent.click(screen.getByRole('radio', { name: 'SKU' }));
    const pearls = await screen.findByRole('row', { name: /Cooked Tapioca Pearls/ });
    expect(pearls).toHaveTextContent('5,400 gr');
    expect(pearls).toHaveTextContent('Rp 45,000');
    expect(screen.getByRole('row', { name: /Fresh Milk/ })).toHaveTextContent('1,250 ml');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('Rp 68,125');
    expect(screen.getByRole('columnheader', { name: 'Quantity' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ group_by: 'sku' });
    expect(queries.at(-1)).toMatchObject({ group_by: 'sku' });
  });

  it('refuses a grouping it does not know', async () => {
    serveReport();
    signIn(sessionWith(SCOPES));
    renderApp('/report-waste?group_by=week');
    expect(await screen.findByText(/Group by must be one of reason, sku, day/)).toBeInTheDocument();
  });

  describe('downloads', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:waste');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    it('asks for the same range, outlets and grouping as CSV and as Excel, in the language on screen', async () => {
      serveReport();
      const asked: string[] = [];
      api.use(
        http.get('*/adm/v1/reports/waste/export*', ({ request }) => {
          asked.push(request.url.replace(/^.*\/adm\/v1/, ''));
          return new HttpResponse('Reason,Value\n', {
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="waste.csv"' },
          });
        }),
      );
      signIn(sessionWith(SCOPES));
      renderApp('/report-waste?start_date=2026-11-01&end_date=2026-11-20&outlet_ids=1&group_by=sku');
      await screen.findByRole('row', { name: /Cooked Tapioca Pearls/ });
      await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
      await userEvent.click(screen.getByRole('button', { name: /Excel/ }));
      await waitFor(() => expect(asked).toHaveLength(2));
      const [csv, xlsx] = asked.map((url) => new URL(url, 'http://x'));
      expect(csv!.pathname).toBe('/reports/waste/export');
      expect(xlsx!.pathname).toBe('/reports/waste/export/xlsx');
      for (const url of [csv!, xlsx!])
        expect(Object.fromEntries(url.searchParams)).toEqual({
          start_date: '2026-11-01',
          end_date: '2026-11-20',
          outlet_ids: '1',
          group_by: 'sku',
          lang: 'en',
        });
    });
  });

  it('reads in Indonesian, the reasons too', async () => {
    serveReport();
    signIn(sessionWith(SCOPES));
    renderApp('/report-waste?start_date=2026-11-01&end_date=2026-11-20');
    await screen.findByRole('row', { name: /^Expired/ });
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Limbah' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Kedaluwarsa/ })).toHaveTextContent('Rp 180.000');
    expect(screen.getByRole('row', { name: /^Tumpah/ })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Total/ })).getByText('Rp 205.000')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nilai' })).toBeInTheDocument();
  });
});
