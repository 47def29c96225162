// The report screens through the real router and hooks, against the mocked API (the contract's
// examples: sales of 16–18 November 2026, the stock of Taro Milk Tea and Thai Tea in week 47).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetInventoryReportResponseMock, getGetSalesReportResponseMock } from '@generated/hooks/reports/reports.msw';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

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
