import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { createQueryClient } from './query-client';

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success, error } }));

beforeEach(() => {
  success.mockReset();
  error.mockReset();
});

const run = async (fn: () => Promise<unknown>, meta?: Record<string, unknown>) => {
  const client = createQueryClient();
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
