// A form whose checks (zod and its schema) load alongside the page rather than before it, for the
// pages a member of staff may open first (sign-in, password recovery): the download starts when
// the page's module runs, and a submit that comes before the checks are in waits for them.
import type { FieldValues, Resolver } from 'react-hook-form';
import { withChunkReload } from '@/lib/lazy-route';

/** `lazyResolver(() => import('./x-schema').then((checks) => checks.xResolver))` */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  const loading = withChunkReload(load)();
  return async (...args) => (await loading)(...args);
}
