// The promotions screen through the real router, against the contract's examples: the list with
// what each promotion takes off, when, where and who pays; the status filter and the search in the
// URL; the form's type-specific amounts with the API's refusal at its field; and the voucher codes
// of a promotion that needs them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getListPromotionsMockHandler,
  getListPromotionsResponseMock,
} from '@generated/hooks/promotions/promotions.msw';
import type { Promotion } from '@generated/model';
import { api, errorResponse } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import './promotion-form';

const [happyHour] = getListPromotionsResponseMock().data as [Promotion];
const vouchers: Promotion = {
  ...happyHour,
  id: 9,
  name: 'App voucher 10k',
  type: 'amount_off',
  params: { amount: 10000 },
  schedule: { days_of_week: [], start_time: null, end_time: null },
  outlet_ids: [],
  funded_by: 'outlet',
  status: 'inactive',
  requires_code: true,
  code_count: 50,
  usage: { orders: 3, discount_given: 30000 },
};

function open(url = '/promotions') {
  const asked: URLSearchParams[] = [];
  api.use(
    getListPromotionsMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const rows = [happyHour, vouchers].filter(
        (p) =>
          (!params.get('status') || p.status === params.get('status')) &&
          (!params.get('q') || p.name.toLowerCase().includes(params.get('q')!.toLowerCase())),
      );
      return { data: rows, meta: { page: 1, size: 10, total: rows.length } };
    }),
  );
  signIn();
  return { asked, ...renderApp(url) };
}

describe('the promotions screen', () => {
  it('lists each promotion with what it takes off, when, where, who pays, its status and uses', async () => {
    open();
    const row = await screen.findByRole('row', { name: /Happy hour 20 %/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(row).toHaveTextContent('20 % off');
    expect(row).toHaveTextContent('Percent off');
    expect(row).toHaveTextContent('Mon–Fri 14:00–17:00');
    expect(row).toHaveTextContent('Every outlet');
    expect(row).toHaveTextContent('Brand');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('128 orders');
    expect(row.textContent).toMatch(/Rp\s716,800/);
    expect(within(row).queryByRole('button', { name: /voucher codes/ })).not.toBeInTheDocument();
    const voucherRow = screen.getByRole('row', { name: /App voucher 10k/ });
    expect(voucherRow).toHaveTextContent('with a voucher code');
    expect(voucherRow).toHaveTextContent('Outlet');
    expect(within(voucherRow).getByRole('button', { name: 'Make voucher codes for App voucher 10k' })).toBeEnabled();
    expect(
      within(voucherRow).getByRole('button', { name: 'Download the voucher codes of App voucher 10k' }),
    ).toBeEnabled();
  });

  it('keeps the status filter and the search in the URL and asks the API with them', async () => {
    const { asked, router } = open('/promotions?status=inactive');
    expect(await screen.findByRole('row', { name: /App voucher 10k/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Happy hour/ })).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('status')).toBe('inactive');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search promotions' }), 'zzz{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'inactive', q: 'zzz' }));
    expect(await screen.findByText('No promotion matches "zzz".')).toBeInTheDocument();
  });

  it("shows the type's own amounts and puts the API's refusal next to its field", async () => {
    open();
    api.use(
      http.post('*/adm/v1/promotions', () =>
        errorResponse(422, 'The end time must be after the start time', 'schedule.end_time'),
      ),
      http.post('*/adm/v1/promotions/preview', () =>
        HttpResponse.json({
          data: { applies: false, reason: 'time_of_day', discounts: [], subtotal: 0, discount_total: 0 },
        }),
      ),
    );
    await screen.findByRole('row', { name: /Happy hour 20 %/ });
    await userEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const form = await screen.findByRole('dialog', { name: 'New promotion' });
    expect(within(form).getByRole('textbox', { name: 'Percent off' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Buy X get Y' }));
    expect(within(form).queryByRole('textbox', { name: 'Percent off' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Member day BOGO');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Buy' }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Get' }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Percent off what they get' }), '100');
    await userEvent.type(within(form).getByRole('textbox', { name: 'From (WIB)' }), '1400');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Until (WIB)' }), '1700');
    await userEvent.click(within(form).getByRole('button', { name: 'Create promotion' }));
    expect(await within(form).findByText('The end time must be after the start time')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Until (WIB)' })).toHaveAttribute('aria-invalid', 'true');
  });
});
