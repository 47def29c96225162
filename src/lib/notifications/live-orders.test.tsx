import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '@/app/query-client';
import { api } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import LiveOrders from './live-orders';

// The alerts' links are not followed here: the screen around the stream is not rendered.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => vi.fn(),
}));

const notice = (resource: string) =>
  `id: 41\ndata: ${JSON.stringify({ id: 41, type: 'change', resource, outlet: { id: 2, name: 'Kemang' }, ids: [5], at: '2026-11-28T05:00:00Z' })}\n\n`;

describe("another user's change", () => {
  it('refetches the open screens showing the stock it names, and leaves the others alone', async () => {
    api.use(
      http.get(
        '*/adm/v1/events',
        () => new HttpResponse(notice('stock'), { headers: { 'Content-Type': 'text/event-stream' } }),
        { once: true },
      ),
    );
    const queryClient = createQueryClient();
    const inventory = ['/adm/v1/inventory', { outlet_id: 2 }];
    const movements = ['/adm/v1/inventory/movements'];
    const vendors = ['/adm/v1/vendors'];
    const orders = ['/adm/v1/orders'];
    for (const key of [inventory, movements, vendors, orders]) queryClient.setQueryData(key, { data: [] });
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    const view = renderWithProviders(<LiveOrders />, queryClient);
    await waitFor(() => expect(stale(inventory)).toBe(true));
    expect(stale(movements)).toBe(true);
    expect(stale(vendors)).toBe(false);
    expect(stale(orders)).toBe(false);
    view.unmount();
  });
});
