// Writes are safe to send again: each submit carries its own Idempotency-Key, and the mutator's own
// retries (no answer, 502/503/504, 409 while the server is still at it) carry the same one.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInventoryAdjustment, listInventory } from '@generated/hooks/inventory/inventory';
import { login } from '@generated/hooks/auth/auth';
import type { InventoryAdjustmentInput } from '@generated/model';
import { api } from '@/testing/api';
import { setToken } from '../cookies';
import { useLoadingStore } from '../loading';
import { ApiError, NetworkError } from './errors';

const ADJUSTMENTS = '*/adm/v1/inventory/adjustments';
const body: InventoryAdjustmentInput = {
  sku_id: 1,
  change_type: 'add',
  quantity: 3,
  tagging: 'retur',
  note: 'Recount',
};
const movement = { data: { id: 9 } };
const unavailable = (headers: Record<string, string> = {}) =>
  HttpResponse.json({ errors: [{ detail: 'The service is temporarily unavailable.' }] }, { status: 503, headers });

/** Answers each request to `path` with the next of `answers` (the last one from then on); records each key. */
function answering(method: 'get' | 'post', path: string, answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  api.use(
    http[method](path, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return answers[Math.min(keys.length - 1, answers.length - 1)]!();
    }),
  );
  return keys;
}

beforeEach(() => setToken('test-token'));

describe('a write', () => {
  it('carries an Idempotency-Key, a new one for each submit', async () => {
    const keys = answering('post', ADJUSTMENTS, [() => HttpResponse.json(movement, { status: 201 })]);
    await createInventoryAdjustment(body);
    await createInventoryAdjustment(body);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[!-~]{1,255}$/);
    expect(keys[1]).toMatch(/^[!-~]{1,255}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is sent again with the same key when no answer came, and answers what the retry got', async () => {
    const keys = answering('post', ADJUSTMENTS, [
      () => HttpResponse.error(),
      () => HttpResponse.json(movement, { status: 201 }),
    ]);
    await expect(createInventoryAdjustment(body)).resolves.toEqual(movement);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is sent again with the same key after a 503, and after a 409 while the first is still running', async () => {
    const keys = answering('post', ADJUSTMENTS, [
      () => unavailable({ 'Retry-After': '1' }),
      () =>
        HttpResponse.json(
          { errors: [{ detail: 'A request with this Idempotency-Key is still being processed.' }] },
          { status: 409, headers: { 'Retry-After': '1' } },
        ),
      () => HttpResponse.json(movement, { status: 201, headers: { 'Idempotent-Replayed': 'true' } }),
    ]);
    await expect(createInventoryAdjustment(body)).resolves.toEqual(movement);
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
  });

  it('holds the loading overlay through its retries', async () => {
    answering('post', ADJUSTMENTS, [() => HttpResponse.error(), () => HttpResponse.json(movement, { status: 201 })]);
    const shown: boolean[] = [];
    const stop = useLoadingStore.subscribe((state, before) => {
      if (state.isLoading !== before.isLoading) shown.push(state.isLoading);
    });
    await createInventoryAdjustment(body);
    stop();
    expect(shown).toEqual([true, false]);
  });

  it('gives up after three tries with what the last one got', async () => {
    const keys = answering('post', ADJUSTMENTS, [() => HttpResponse.error()]);
    await expect(createInventoryAdjustment(body)).rejects.toBeInstanceOf(NetworkError);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it.each([
    ['a refusal', 422, {}],
    ['a 409 whose answer was lost (no Retry-After)', 409, {}],
    ['a throttle', 429, { 'Retry-After': '1' }],
  ])('is not sent again after %s', async (_case, status, headers) => {
    const keys = answering('post', ADJUSTMENTS, [
      () => HttpResponse.json({ errors: [{ detail: 'No' }] }, { status, headers }),
    ]);
    const error: unknown = await createInventoryAdjustment(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(keys).toHaveLength(1);
  });

  it('made without a session (sign-in) is sent once', async () => {
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const keys = answering('post', '*/usr/v1/login', [() => HttpResponse.error()]);
    await expect(login({ email: 'rina@teahouse.id', password: 'Secret12345' })).rejects.toBeInstanceOf(NetworkError);
    expect(keys).toHaveLength(1);
  });
});

describe('a read', () => {
  it('carries no key and is not sent again', async () => {
    const keys = answering('get', '*/adm/v1/inventory', [() => unavailable()]);
    await expect(listInventory()).rejects.toBeInstanceOf(ApiError);
    expect(keys).toEqual([null]);
  });
});
