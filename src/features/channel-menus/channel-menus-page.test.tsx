// The Channel menus screen through the real router and hooks: the links with their latest push, a
// "Sync menu" that queues a push for that outlet and platform, and the pushes with their errors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChannelMenuLink, ChannelMenuSync } from '@generated/model';
import { api } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const failed: ChannelMenuSync = {
  id: 13,
  channel: 'gofood',
  outlet_id: 1,
  outlet_name: 'Bandung Dago',
  status: 'FAILED',
  reason: 'availability',
  requested_by_name: null,
  requested_at: '2026-11-20T03:05:00Z',
  started_at: '2026-11-20T03:05:10Z',
  finished_at: '2026-11-20T03:05:11Z',
  product_count: 0,
  option_count: 0,
  platform_job_id: null,
  error: 'GoFood answered 401: invalid client credentials',
  attempts: 1,
};

const links: ChannelMenuLink[] = [
  { outlet_id: 1, outlet_name: 'Bandung Dago', channel: 'gofood', enabled: true, store_id: 'G-BDG', last_sync: failed },
  {
    outlet_id: 1,
    outlet_name: 'Bandung Dago',
    channel: 'grabfood',
    enabled: true,
    store_id: 'GR-BDG',
    last_sync: null,
  },
  { outlet_id: 2, outlet_name: 'Jakarta Kemang', channel: 'grabfood', enabled: false, store_id: null, last_sync: null },
];

function serve() {
  const syncs: ChannelMenuSync[] = [failed];
  const asked: unknown[] = [];
  api.use(
    http.get('*/adm/v1/channels/menu-links', () => HttpResponse.json({ data: links })),
    http.get('*/adm/v1/channels/menu-syncs', () =>
      HttpResponse.json({ data: syncs, meta: { page: 1, size: 10, total: syncs.length } }),
    ),
    http.post('*/adm/v1/channels/:channel/menu-sync', async ({ params, request }) => {
      const body = (await request.json()) as { outlet_id: number };
      asked.push({ channel: params.channel, ...body });
      const queued: ChannelMenuSync = {
        ...failed,
        id: 14,
        channel: params.channel as ChannelMenuSync['channel'],
        status: 'QUEUEING',
        reason: 'manual',
        requested_by_name: 'Super Admin',
        started_at: null,
        finished_at: null,
        error: null,
        attempts: 0,
      };
      syncs.unshift(queued);
      return HttpResponse.json({ data: queued }, { status: 201 });
    }),
  );
  return asked;
}

describe('the channel menus screen', () => {
  it('shows each link with its latest push, and queues a push for an outlet and platform', async () => {
    signIn();
    const asked = serve();
    renderApp('/channel-menus');
    const linksTable = await screen.findByRole('region', { name: 'Outlets on the platforms' });
    const goRow = await within(linksTable).findByRole('row', { name: /Bandung Dago GoFood/ });
    expect(goRow).toHaveTextContent('Failed');
    expect(goRow).toHaveTextContent('GoFood answered 401: invalid client credentials');
    expect(within(linksTable).getByRole('row', { name: /Bandung Dago GrabFood/ })).toHaveTextContent('Never pushed');
    expect(within(linksTable).getByRole('row', { name: /Jakarta Kemang/ })).toHaveTextContent('Switched off');

    const pushes = screen.getByRole('region', { name: 'Pushes' });
    expect(await within(pushes).findByRole('row', { name: /Sold-out change/ })).toHaveTextContent('Failed');

    await userEvent.click(screen.getByRole('button', { name: 'Sync the Bandung Dago menu to GrabFood' }));
    expect(await screen.findByText('The Bandung Dago menu is queued for GrabFood')).toBeInTheDocument();
    expect(asked).toEqual([{ channel: 'grabfood', outlet_id: 1 }]);
    await waitFor(() =>
      expect(within(pushes).getByRole('row', { name: /Asked by Super Admin/ })).toHaveTextContent('Queued'),
    );
  });
});
