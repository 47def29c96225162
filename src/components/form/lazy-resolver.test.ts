import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: undefined } as Parameters<Resolver<Form>>[2];

describe('lazyResolver', () => {
  it('starts loading the checks at once, and a submit that comes first waits for them', async () => {
    let arrive!: (resolver: Resolver<Form>) => void;
    const load = vi.fn(() => new Promise<Resolver<Form>>((resolve) => (arrive = resolve)));
    const resolver = lazyResolver(load);
    expect(load).toHaveBeenCalledTimes(1);

    let settled = false;
    const result = Promise.resolve(resolver({ email: 'x@' }, undefined, options)).then((answer) => {
      settled = true;
      return answer;
    });
    await Promise.resolve();
    expect(settled).toBe(false);

    const refused = {
      values: {},
      errors: { email: { type: 'format', message: 'Please enter a valid email address' } },
    };
    arrive(async () => refused);
    await expect(result).resolves.toEqual(refused);
  });

  it('loads the checks once for every submit', async () => {
    const check = vi.fn(async (values: Form) => ({ values, errors: {} }));
    const load = vi.fn(async () => check as Resolver<Form>);
    const resolver = lazyResolver(load);
    await resolver({ email: 'a@example.com' }, undefined, options);
    await resolver({ email: 'b@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
