// The customer app's generated calls carry the customer's token (`customer_token`), never staff's,
// and a write carries an Idempotency-Key like the staff app's.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getCustomerMe } from '@generated/app/hooks/app-auth/app-auth';
import { createCustomerOrder } from '@generated/app/hooks/app-orders/app-orders';
import { api } from '@/testing/api';
import { removeCustomerToken, removeToken, setCustomerToken, setToken } from '../cookies';

const me = { data: { id: 7, name: 'Putri', phone_number: '+6281234567890' } };

afterEach(() => {
  removeCustomerToken();
  removeToken();
});

describe('the customer client', () => {
  it("sends the customer's token, not staff's", async () => {
    const seen: (string | null)[] = [];
    api.use(
      http.get('*/app/v1/me', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(me);
      }),
    );
    setToken('staff-token');
    setCustomerToken('customer-token');
    expect(await getCustomerMe()).toEqual(me);
    removeCustomerToken();
    await getCustomerMe();
    expect(seen).toEqual(['Bearer customer-token', null]);
  });

  it('sends a write with an Idempotency-Key', async () => {
    let key: string | null = null;
    api.use(
      http.post('*/app/v1/orders', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    setCustomerToken('customer-token');
    await createCustomerOrder({ outlet_id: 3, pickup_window_id: 301, items: [{ sku_id: 11, quantity: 1 }] });
    expect(key).toMatch(/^[!-~]{1,255}$/);
  });
});
