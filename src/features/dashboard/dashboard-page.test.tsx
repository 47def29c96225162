// The dashboard through the real router against the mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetDashboardAnalyticsResponseMock } from '@generated/hooks/dashboard/dashboard.msw';
import { api } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches the chart's code once it shows (lazyPart); loaded here, that is at once.
import './sales-chart';

function recordAnalytics(change: (totals: { order_count: number }) => void = () => undefined) {
  const days: string[] = [];
  api.use(
    http.get('*/adm/v1/dashboard/analytics', ({ request }) => {
      days.push(new URL(request.url).searchParams.get('days') ?? '');
      const answer = getGetDashboardAnalyticsResponseMock();
      change(answer.data.previous_totals);
      return HttpResponse.json(answer);
    }),
  );
  return days;
}

describe('the dashboard', () => {
  it('reads its period from the URL and writes the chosen one back', async () => {
    signIn();
    const days = recordAnalytics();
    const { router } = renderApp('/?days=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rina' })).toBeInTheDocument();
    await waitFor(() => expect(days).toEqual(['7']));
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ days: 30 }));
    await waitFor(() => expect(days).toEqual(['7', '30']));
  });

  it('shows stock running low only to those who see the stock', async () => {
    signIn();
    recordAnalytics();
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Low stock' })).toBeInTheDocument();
    unmount();

    signIn(sessionWith(['view_admin_order']));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Top SKUs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Low stock' })).not.toBeInTheDocument();
  });

  it("splits the period's sales by channel, with each channel's share and orders", async () => {
    signIn();
    recordAnalytics();
    renderApp('/?days=7');
    const split = await screen.findByTestId('channel-split');
    expect(split).toHaveTextContent('Sales by channel');
    // The contract's example: Rp 11,327,000 of Rp 17,827,000 in 300 orders by the app.
    expect(within(split).getByTestId('channel-app')).toHaveTextContent(/App · 63.5%\s*Rp 11,327,000\s*300 orders/);
    expect(within(split).getByTestId('channel-counter')).toHaveTextContent(
      /Counter · 36.5%\s*Rp 6,500,000\s*174 orders/,
    );
  });

  it('shows a small fall as a red minus, not as +0%', async () => {
    signIn();
    // 474 paid orders against 476 before: -0.4 %.
    recordAnalytics((previous) => {
      previous.order_count = 476;
    });
    renderApp('/');
    const card = (await screen.findByText('Paid orders')).closest('div')!;
    const badge = within(card.parentElement!).getByText('-0.4%');
    expect(badge).toBeInTheDocument();
    expect(screen.queryByText('+0%')).not.toBeInTheDocument();
  });

  it('shows the gross margin with the cost of goods and gross profit, and the items without a known cost', async () => {
    signIn();
    let uncosted = 0;
    api.use(
      http.get('*/adm/v1/dashboard/analytics', () => {
        const answer = getGetDashboardAnalyticsResponseMock();
        answer.data.totals.uncosted_quantity = uncosted;
        return HttpResponse.json(answer);
      }),
    );
    renderApp('/');
    const card = await screen.findByTestId('gross-margin');
    expect(within(card).getByText('Gross margin')).toBeInTheDocument();
    // 10,090,000 of 17,702,000 net sales.
    expect(card).toHaveTextContent('57%');
    expect(card).toHaveTextContent('Gross profit ÷ net sales');
    // Net sales − COGS = gross profit, all on the card: 17,702,000 − 7,612,000 = 10,090,000.
    expect(card).toHaveTextContent('Net sales: Rp 17,702,000');
    expect(card).toHaveTextContent('COGS: -Rp 7,612,000');
    expect(card).toHaveTextContent('Gross profit: Rp 10,090,000');
    expect(within(card).queryByTestId('gross-margin-uncosted')).not.toBeInTheDocument();
    uncosted = 3;
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByTestId('gross-margin-uncosted')).toHaveTextContent('3 items without a known cost');
  });

  it('shows net sales beside gross sales and says what the average order value is taken on', async () => {
    signIn();
    recordAnalytics();
    renderApp('/?days=7');
    const net = (await screen.findByText('Net sales', { selector: 'p' })).closest('[class*="Paper"]')!;
    expect(net).toHaveTextContent('Rp 17,702,000');
    expect(within(net as HTMLElement).getByTestId('basis-net_sales')).toHaveTextContent(
      'Gross sales less discounts and PBJT',
    );
    expect(screen.getByTestId('basis-average_order_value')).toHaveTextContent('Net sales ÷ paid orders');
  });

  it('draws the sales of the period and lists the best sellers', async () => {
    signIn();
    recordAnalytics();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top SKUs' })).toBeInTheDocument();
  });

  it('refuses a period that is not 1, 7 or 30 days', async () => {
    signIn();
    renderApp('/?days=3');
    expect(await screen.findByText('Days must be one of 1, 7, 30')).toBeInTheDocument();
  });
});
