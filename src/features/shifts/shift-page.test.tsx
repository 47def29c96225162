// The Shifts screen through the real router and hooks, against the mocked API (the contract's
// examples: shift 41 at Jakarta Kemang's Counter 1, closed Rp 10,000 short and awaiting approval):
// the list with its filters in the URL, the drawer of a closed and of an open shift (the X report),
// and the approval with its required note and the API's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetShiftResponseMock, getOpenShiftResponseMock } from '@generated/hooks/shifts/shifts.msw';
import type { Shift } from '@generated/model';
import { i18n } from '@/lib/i18n';
import { api, capture, errorResponse, recordQueries } from '@/testing/api';
import { ALL_SCOPES, renderApp, sessionWith, signIn } from '@/testing/render';

const closed = getGetShiftResponseMock().data;
const SCOPES = [...ALL_SCOPES, 'view_admin_shift' as const];

function answerShift(shift: Shift) {
  api.use(http.get(`*/adm/v1/shifts/${shift.id}`, () => HttpResponse.json({ data: shift })));
}

const drawer = () => screen.findByRole('dialog', { name: 'Counter 1 · Jakarta Kemang' });
const figure = (within: HTMLElement, key: string) => within.querySelector(`[data-figure="${key}"]`);

describe('the shifts screen', () => {
  it("asks for the URL's outlet, register, status and business days, and lists each shift with its variance", async () => {
    const list = recordQueries('/adm/v1/shifts', (query) => ({
      data: query.get('status') === 'CLOSED' ? [] : [{ ...closed }],
      meta: { page: 1, size: 10, total: 1 },
    }));
    api.use(list.handler);
    signIn(sessionWith(SCOPES));
    const { router } = renderApp(
      '/shift?outlet_id=1&register=Counter%201&status=AWAITING_APPROVAL&from=2026-11-01&to=2026-11-30',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Shifts' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Counter 1/ });
    expect(list.queries[0]).toEqual({
      outlet_id: '1',
      register: 'Counter 1',
      status: 'AWAITING_APPROVAL',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    for (const text of [
      'Jakarta Kemang',
      '20 Nov 2026',
      'Awaiting approval',
      'Rp 1,550,000',
      'Rp 1,540,000',
      '-Rp 10,000',
    ])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByText('-Rp 10,000')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });

    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'CLOSED' }));
    expect(await screen.findByText('No shifts match these filters')).toBeInTheDocument();
  });

  it('opens a closed shift: the figures at closing, the count by denomination, the variance, who closed it and the movements', async () => {
    signIn(sessionWith(SCOPES));
    const { router } = renderApp('/shift');
    const row = await screen.findByRole('row', { name: /Counter 1/ });
    await userEvent.click(within(row).getByRole('button', { name: /View shift Counter 1 at Jakarta Kemang/ }));
    const panel = await drawer();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 41 }));
    expect(await within(panel).findByText('At closing')).toBeInTheDocument();
    expect(figure(panel, 'opening')).toHaveTextContent('Opening floatRp 500,000');
    expect(figure(panel, 'sales')).toHaveTextContent('Cash salesRp 1,200,000');
    expect(figure(panel, 'refunds')).toHaveTextContent('Cash refunds-Rp 50,000');
    expect(figure(panel, 'payOut')).toHaveTextContent('Pay out-Rp 100,000');
    expect(figure(panel, 'expected')).toHaveTextContent('Expected cashRp 1,550,000');
    expect(figure(panel, 'counted')).toHaveTextContent('Counted cashRp 1,540,000');
    expect(figure(panel, 'variance')).toHaveTextContent('Variance (short)-Rp 10,000');
    // The gateway's QRIS is shown, not counted.
    expect(figure(panel, 'gateway-3')).toHaveTextContent('QRIS (12)Rp 310,000');
    const count = within(panel).getByTestId('shift-denominations');
    expect(count).toHaveTextContent('Rp 100,000 × 15');
    expect(count).toHaveTextContent('Rp 1,500,000');
    expect(count).toHaveTextContent('Rp 20,000 × 2');
    expect(within(panel).getByTestId('shift-movements')).toHaveTextContent('Ice from the market');
    expect(panel).toHaveTextContent('beyond the tolerance of Rp 5,000');
    // The example's caller may not approve it (it closed it): no form to.
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Print X slip' })).toHaveAttribute('href', '/shift/41/slip');

    await i18n.changeLanguage('id');
    expect(await within(panel).findByText('Saat ditutup')).toBeInTheDocument();
    expect(figure(panel, 'opening')).toHaveTextContent('Kas awal');
    expect(figure(panel, 'variance')).toHaveTextContent('Selisih (kurang)');
    expect(within(panel).getByText('Hitungan per pecahan')).toBeInTheDocument();
  });

  it("shows an open shift's X report: what the drawer should hold now, nothing counted yet", async () => {
    const open = { ...getOpenShiftResponseMock().data, id: 41 };
    answerShift({
      ...open,
      cash: { ...open.cash, sales: 250000, sale_count: 9, pay_in: 20000, safe_drops: 200000, expected: 570000 },
      expected_cash: 570000,
    });
    signIn(sessionWith(SCOPES));
    renderApp('/shift?view=41');
    const panel = await drawer();
    expect(await within(panel).findByText('X report')).toBeInTheDocument();
    expect(figure(panel, 'payIn')).toHaveTextContent('Rp 20,000');
    expect(figure(panel, 'safeDrops')).toHaveTextContent('-Rp 200,000');
    expect(figure(panel, 'expected')).toHaveTextContent('Rp 570,000');
    expect(figure(panel, 'counted')).toBeNull();
    expect(figure(panel, 'variance')).toBeNull();
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(within(panel).getByText('No cash paid in or out during this shift')).toBeInTheDocument();
  });

  it('approves a variance with its required note, and shows the API refusing as it says it', async () => {
    answerShift({ ...closed, can_approve: true });
    const approve = capture('post', '/adm/v1/shifts/41/approve', {
      data: {
        ...closed,
        status: 'CLOSED',
        approved_by: { id: 1, name: 'Rina Wulandari' },
        approved_at: '2026-11-20T10:00:00Z',
        approval_note: 'Counted again',
      },
    });
    api.use(approve.handler);
    signIn(sessionWith(SCOPES));
    renderApp('/shift?view=41');
    const panel = await drawer();
    const button = await within(panel).findByRole('button', { name: 'Approve' });
    await userEvent.click(button);
    expect(await within(panel).findByText('Approval note is required')).toBeInTheDocument();
    expect(approve.bodies).toEqual([]);

    api.use(
      http.post(
        '*/adm/v1/shifts/41/approve',
        () => errorResponse(403, 'Another user must approve the shift you closed', 'shift_id'),
        { once: true },
      ),
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: /Approval note/ }), 'Counted again');
    await userEvent.click(button);
    const refusal = await within(panel).findByText('Another user must approve the shift you closed');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();

    await userEvent.click(button);
    await waitFor(() => expect(approve.bodies).toEqual([{ note: 'Counted again' }]));
    expect(await screen.findByText('Shift approved')).toBeInTheDocument();
  });
});
