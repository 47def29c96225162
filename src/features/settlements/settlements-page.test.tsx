// The settlement screen through the real router and hooks, against the mocked API: a GoFood file
// checked in a dry run shows each order's expected payout with the amount that differs and the row
// naming no order, sends the file and the platform, offers the import only after the check, and
// reads in Indonesian; the channel report lists each platform and the totals.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetChannelReportResponseMock } from '@generated/hooks/reports/reports.msw';
import type { ChannelSettlement } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api, capture, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const row = (n: number, id: string, settled: number, expected: number | null, status: string) => ({
  row: n,
  platform_order_id: id,
  order_id: expected === null ? null : 10 + n,
  outlet_id: expected === null ? null : 1,
  gross: 30000,
  commission: 6000,
  promotion: 0,
  settled,
  expected,
  difference: expected === null ? null : settled - expected,
  status,
  errors: [],
});

const dryRun: ChannelSettlement = {
  id: null,
  channel: 'gofood',
  file_name: 'gofood.csv',
  dry_run: true,
  committed: false,
  imported_at: null,
  period_start: '2026-11-18',
  period_end: '2026-11-18',
  summary: {
    rows: 3,
    matched: 1,
    amount_differs: 1,
    no_order: 1,
    errors: 0,
    missing: 1,
    settled: 45000,
    expected: 48000,
    difference: -3000,
  },
  rows: [
    row(2, 'F-1001', 24000, 24000, 'matched'),
    row(3, 'F-1002', 21000, 24000, 'amount_differs'),
    row(4, 'F-9999', 24000, null, 'no_order'),
  ] as ChannelSettlement['rows'],
  missing: [{ order_id: 14, platform_order_id: 'F-1003', outlet_id: 1, placed_on: '2026-11-18', expected: 16000 }],
};

const emptyList = { data: [], meta: { page: 1, size: 20, total: 0 } };

describe('the settlement screen', () => {
  it('checks a file in a dry run and lists the expected payouts and the exceptions', async () => {
    api.use(recordQueries('/adm/v1/channel-settlements', emptyList).handler);
    const sent = capture('post', '/adm/v1/channel-settlements', { data: dryRun });
    api.use(sent.handler);
    signIn();
    renderApp('/channel-settlements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Channel Settlements' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    const file = new File(['Order ID,Gross Sales,Commission,Merchant Promo,Net Sales\n'], 'gofood.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Settlement rows' });
    expect(within(table).getByRole('row', { name: /F-1002/ })).toHaveTextContent('Amount differs');
    expect(within(table).getByRole('row', { name: /F-1002/ })).toHaveTextContent('−Rp 3,000');
    expect(within(table).getByRole('row', { name: /F-9999/ })).toHaveTextContent('No order');
    expect(within(table).getByRole('row', { name: /F-1001/ })).toHaveTextContent('Matched');
    expect(screen.getByRole('table', { name: 'Orders missing from the file' })).toHaveTextContent('F-1003');
    expect(screen.getByText(/Nothing has been stored/)).toBeInTheDocument();
    expect(sent.bodies[0]).toMatchObject({ channel: 'gofood', file_name: 'gofood.csv', dry_run: true, lang: 'en' });
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pencairan Saluran' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /F-1002/ })).toHaveTextContent('Nominal berbeda');
    expect(screen.getByRole('row', { name: /F-9999/ })).toHaveTextContent('Tanpa pesanan');
  });
});

describe('the channel report', () => {
  it('lists each platform with its payouts and the totals, in both languages', async () => {
    const answer = getGetChannelReportResponseMock();
    const report = recordQueries('/adm/v1/reports/channels', answer);
    api.use(report.handler);
    signIn();
    renderApp('/report-channels?start_date=2026-11-01&end_date=2026-11-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Channel Report' })).toBeInTheDocument();
    const gofood = await screen.findByRole('row', { name: /^GoFood/ });
    for (const text of ['120', 'Rp 3,600,000', 'Rp 720,000', 'Rp 2,830,000', '−Rp 3,000'])
      expect(gofood).toHaveTextContent(text);
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('Rp 6,600,000');
    expect(report.queries[0]).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Saluran' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Pencairan seharusnya' })).toBeInTheDocument();
  });
});
