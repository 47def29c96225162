import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { createQueryClient } from './query-client';

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success, error } }));

beforeEach(() => {
  success.mockReset();
  error.mockReset();
});

const run = async (fn: () => Promise<unknown>, meta?: Record<string, unknown>, client = createQueryClient()) => {
  const mutation = client.getMutationCache().build(client, { mutationFn: fn, meta });
  await mutation.execute(undefined).catch(() => undefined);
};

describe('mutation toasts', () => {
  it("toasts the response's message on success", async () => {
    await run(() => Promise.resolve({ data: 'Category created' }));
    expect(success).toHaveBeenCalledWith('Category created');
  });

  it("toasts 'Success' when the response carries no message", async () => {
    await run(() => Promise.resolve({ data: { id: 3 } }));
    expect(success).toHaveBeenCalledWith('Success');
  });

  it("toasts an HTTP failure's API message", async () => {
    await run(() => Promise.reject(new ApiError(422, { errors: [{ detail: 'Name already exists' }] })));
    expect(error).toHaveBeenCalledWith('Name already exists');
  });

  it("toasts 'An error occurred' for a failure without a message", async () => {
    await run(() => Promise.reject(new Error('')));
    expect(error).toHaveBeenCalledWith('An error occurred');
  });

  it('stays silent when the caller turns the toasts off', async () => {
    await run(() => Promise.resolve({ data: 'ok' }), { successToast: false });
    await run(() => Promise.reject(new Error('x')), { errorToast: false });
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not retry a failed mutation', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('nope')));
    await run(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('query defaults', () => {
  it('does not retry, poll or refetch on reconnect', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchInterval: false, refetchOnReconnect: false });
  });
});

describe('what a write makes stale', () => {
  const cached = [
    ['/adm/v1/purchase-orders', { page: 1 }],
    ['/adm/v1/purchase-orders/5'],
    ['/adm/v1/reports/purchase-orders', { outlet_id: 2 }],
    ['/adm/v1/inventory', { outlet_id: 2 }],
    ['/adm/v1/inventory'],
    ['/adm/v1/inventory/movements', { sku_id: 7 }],
    ['/adm/v1/reports/inventories'],
    ['/adm/v1/stocktakes/3'],
    ['/adm/v1/orders', { status: 'PAID' }],
    ['/adm/v1/orders/9'],
    ['/adm/v1/invoices'],
    ['/adm/v1/invoices/4'],
    ['/adm/v1/dashboard/analytics', { period: 'today' }],
    ['/adm/v1/vendors'],
    ['/adm/v1/categories'],
  ];

  /** The cached paths a mutation of this operation leaves stale, after it succeeds or fails. */
  const staleAfter = async (operationId: string, fn: () => Promise<unknown> = () => Promise.resolve({})) => {
    const client = createQueryClient();
    for (const key of cached) client.setQueryData(key, { data: [] });
    const mutation = client.getMutationCache().build(client, { mutationKey: [operationId], mutationFn: fn });
    await mutation.execute(undefined).catch(() => undefined);
    return client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => JSON.stringify(query.queryKey));
  };
  const keys = (...paths: string[]) =>
    cached.filter(([path]) => paths.includes(path as string)).map((key) => JSON.stringify(key));

  it('a goods receipt: the purchase orders, stock, the stock ledger and their reports', async () => {
    expect((await staleAfter('createPurchaseOrderInbound')).sort()).toEqual(
      keys(
        '/adm/v1/purchase-orders',
        '/adm/v1/purchase-orders/5',
        '/adm/v1/reports/purchase-orders',
        '/adm/v1/inventory',
        '/adm/v1/inventory/movements',
        '/adm/v1/reports/inventories',
        '/adm/v1/dashboard/analytics',
      ).sort(),
    );
  });

  it('closing a stock count: the counts and stock', async () => {
    const stale = await staleAfter('closeStocktake');
    expect(stale).toEqual(expect.arrayContaining(keys('/adm/v1/stocktakes/3', '/adm/v1/inventory')));
    expect(stale).not.toEqual(expect.arrayContaining(keys('/adm/v1/orders')));
  });

  it('an order paid: orders, invoices and stock', async () => {
    const stale = await staleAfter('updateOrderStatus');
    expect(stale).toEqual(
      expect.arrayContaining(keys('/adm/v1/orders', '/adm/v1/orders/9', '/adm/v1/invoices/4', '/adm/v1/inventory')),
    );
    expect(stale).not.toEqual(expect.arrayContaining(keys('/adm/v1/vendors')));
  });

  it('a refusal with 409 refetches what the write would have changed; another refusal nothing', async () => {
    const conflict = () => Promise.reject(new ApiError(409, { errors: [{ detail: 'Already closed' }] }));
    const invalid = () => Promise.reject(new ApiError(422, { errors: [{ detail: 'Name is required' }] }));
    expect(await staleAfter('createVendor', conflict)).toEqual(keys('/adm/v1/vendors'));
    expect(await staleAfter('createVendor', invalid)).toEqual([]);
  });

  it('a mutation the contract does not name leaves every read alone', async () => {
    expect(await staleAfter('somethingElse')).toEqual([]);
  });
});
