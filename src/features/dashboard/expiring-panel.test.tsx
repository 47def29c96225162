// The dashboard's "Expiring soon" panel against the mocked API: per outlet, what expires within 7
// days; an expired lot in red, written off only after a confirmation; shown only to those who see
// the stock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetDashboardAnalyticsResponseMock } from '@generated/hooks/dashboard/dashboard.msw';
import { getWriteOffLotResponseMock } from '@generated/hooks/prep/prep.msw';
import type { ExpiringLot } from '@generated/model';
import { http, HttpResponse } from 'msw';
import { api, capture, recordQueries } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
import './sales-chart';

const MILK: ExpiringLot = {
  id: 77,
  kind: 'lot',
  outlet: { id: 1, name: 'Jakarta Kemang' },
  sku: { id: 12, name: 'Fresh Milk 1 L', stock_unit: 'ml' },
  expiry_date: '2026-11-19',
  expires_at: '2026-11-19T17:00:00Z',
  quantity: 4000,
  value: 74000,
  status: 'expired',
  days_left: -1,
};
const CHEESE: ExpiringLot = {
  ...MILK,
  id: 78,
  outlet: { id: 2, name: 'Bandung Dago' },
  sku: { id: 14, name: 'Cream Cheese', stock_unit: 'gr' },
  expiry_date: '2099-11-23',
  expires_at: '2099-11-23T17:00:00Z',
  quantity: 500,
  value: 40000,
  status: 'active',
  days_left: 3,
};

function serveLots() {
  api.use(http.get('*/adm/v1/dashboard/analytics', () => HttpResponse.json(getGetDashboardAnalyticsResponseMock())));
  const list = recordQueries('/adm/v1/inventory/expiring', {
    data: [MILK, CHEESE],
    meta: { page: 1, size: 100, total: 2 },
  });
  api.use(list.handler);
  const writeOff = capture('post', '/adm/v1/inventory/lots/77/write-off', getWriteOffLotResponseMock());
  api.use(writeOff.handler);
  return { queries: list.queries, writeOffs: writeOff.bodies };
}

describe('the expiring-soon panel', () => {
  it('lists per outlet what expires within 7 days, the expired in red, and writes one off after confirming', async () => {
    const { queries, writeOffs } = serveLots();
    signIn(sessionWith(['view_admin_inventory']));
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Expiring soon' }, { timeout: 20_000 });
    expect(queries[0]).toEqual({ within_days: '7', size: '100' });
    const kemang = within(panel).getByRole('group', { name: 'Jakarta Kemang' });
    const milk = within(kemang).getByTestId('lot-77');
    expect(milk).toHaveTextContent('Expires 19 Nov 2026 · 4,000 ml · Rp 74,000');
    expect(within(milk).getByText('Fresh Milk 1 L')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    const cheese = within(within(panel).getByRole('group', { name: 'Bandung Dago' })).getByTestId('lot-78');
    expect(cheese).toHaveTextContent('3 days left');
    expect(within(cheese).queryByRole('button', { name: /Write off/ })).not.toBeInTheDocument();

    // Asked first: kept, nothing is written off.
    await userEvent.click(within(milk).getByRole('button', { name: 'Write off Fresh Milk 1 L' }));
    let dialog = await screen.findByRole('dialog', { name: 'Write off Fresh Milk 1 L?' });
    expect(dialog).toHaveTextContent(
      '4,000 ml of Fresh Milk 1 L at Jakarta Kemang are written off as waste (expired).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeOffs).toEqual([]);

    await userEvent.click(within(milk).getByRole('button', { name: 'Write off Fresh Milk 1 L' }));
    dialog = await screen.findByRole('dialog', { name: 'Write off Fresh Milk 1 L?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(writeOffs).toHaveLength(1));
    expect(await screen.findByText('Fresh Milk 1 L written off as waste: Rp 74,000')).toBeInTheDocument();
  });

  it('is not shown to those who do not see the stock', async () => {
    const { queries } = serveLots();
    signIn(sessionWith(['view_admin_order']));
    renderApp('/');
    // The figures are in: the panel would show beside them.
    await screen.findByRole('heading', { level: 2, name: 'Top SKUs' }, { timeout: 20_000 });
    expect(screen.queryByRole('region', { name: 'Expiring soon' })).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
