// The Z report through the real router and hooks, against the mocked API (the contract's example:
// Jakarta Kemang's Counter 1 on 20 Nov 2026, Rp 10,000 short): a row per shift with its sales per
// method, refunds, pay in and out, expected, counted and variance, the totals row, the day and
// outlets in the URL, today's business day by default, the downloads, and Indonesian.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetShiftReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { getGetSettingsResponseMock } from '@generated/hooks/settings/settings.msw';
import { i18n } from '@/lib/i18n';
import { businessDayOf } from '@/lib/jakarta-day';
import { api, recordQueries } from '@/testing/api';
import { ALL_SCOPES, renderApp, sessionWith, signIn } from '@/testing/render';

const answer = getGetShiftReportResponseMock();
const SCOPES = [...ALL_SCOPES, 'view_admin_shift' as const];

describe('the Z report', () => {
  it("lists the day's shifts with their figures and a totals row, for the URL's day and outlets", async () => {
    const report = recordQueries('/adm/v1/reports/shifts', answer);
    api.use(report.handler);
    signIn(sessionWith(SCOPES));
    const { router } = renderApp('/report-shifts?date=2026-11-20&outlet_ids=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Z Report' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Counter 1 · Jakarta Kemang/ });
    expect(report.queries[0]).toEqual({ date: '2026-11-20', outlet_ids: '1' });
    for (const text of [
      'Awaiting approval',
      'Rp 500,000',
      'Rp 1,200,000',
      'Rp 310,000',
      'Rp 50,000',
      'Rp 100,000',
      'Rp 1,550,000',
      'Rp 1,540,000',
    ])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByText('-Rp 10,000')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    expect(within(row).getByRole('link', { name: 'Counter 1 · Jakarta Kemang' })).toHaveAttribute(
      'href',
      '/shift?view=41',
    );
    const total = screen.getByRole('row', { name: /^Total \(1 shift\)/ });
    expect(total).toHaveTextContent('Rp 1,550,000');
    expect(total).toHaveTextContent('-Rp 10,000');
    expect(screen.getByTestId('summary-variance')).toHaveTextContent('-Rp 10,000');
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Z slip · Jakarta Kemang' })).toHaveAttribute(
      'href',
      '/report-shifts/slip?date=2026-11-20&outlet_id=1',
    );
    expect(screen.getByRole('button', { name: 'Business day' })).toHaveTextContent('20 Nov 2026');
    expect(router.state.location.search).toEqual({ date: '2026-11-20', outlet_ids: [1] });
  });

  it("opens on today's business day, which starts when the chain's settings say", async () => {
    const settings = getGetSettingsResponseMock();
    api.use(
      http.get('*/adm/v1/settings', () =>
        HttpResponse.json({ data: { ...settings.data, business_day_starts_at: '04:00' } }),
      ),
    );
    const report = recordQueries('/adm/v1/reports/shifts', answer);
    api.use(report.handler);
    signIn(sessionWith(SCOPES));
    renderApp('/report-shifts');
    await screen.findByRole('row', { name: /Counter 1/ });
    expect(report.queries[0]).toEqual({ date: businessDayOf('04:00') });
  });

  it('reads in Indonesian', async () => {
    api.use(recordQueries('/adm/v1/reports/shifts', answer).handler);
    signIn(sessionWith(SCOPES));
    renderApp('/report-shifts?date=2026-11-20');
    await screen.findByRole('row', { name: /Counter 1/ });
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Z' })).toBeInTheDocument();
    for (const header of [
      'Kas awal',
      'Penjualan tunai',
      'Kas masuk',
      'Kas keluar',
      'Setor ke brankas',
      'Kas seharusnya',
      'Kas terhitung',
      'Selisih',
    ])
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total \(1 shift\)/ })).toBeInTheDocument();
  });

  it('says when the day has no shifts', async () => {
    api.use(
      recordQueries('/adm/v1/reports/shifts', {
        ...answer,
        data: [],
        summary: Object.fromEntries(Object.keys(answer.summary).map((key) => [key, 0])),
      }).handler,
    );
    signIn(sessionWith(SCOPES));
    renderApp('/report-shifts?date=2026-11-21');
    expect(await screen.findByText('No shifts on this business day')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Total/ })).not.toBeInTheDocument());
  });
});
