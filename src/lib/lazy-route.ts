// Route modules load lazily. After a deploy, an open tab may ask for a chunk that no longer
// exists; reloading once fetches the new index.html and its chunks. A sessionStorage marker
// makes sure a chunk that is truly broken ends in the error page, not in a reload loop.
import { lazyRouteComponent } from '@tanstack/react-router';
import { createElement, startTransition, useEffect, useState } from 'react';
import { loadWords, type Words } from './i18n';

export const CHUNK_RELOAD_MARKER = 'chunk-reload-attempted';

type Importer<T> = () => Promise<T>;

/** Wraps an import so a failed chunk reloads the page once; exported for tests. */
export function withChunkReload<T>(importer: Importer<T>, reload: () => void = () => window.location.reload()) {
  return async (): Promise<T> => {
    try {
      const module = await importer();
      sessionStorage.removeItem(CHUNK_RELOAD_MARKER);
      return module;
    } catch (error) {
      if (sessionStorage.getItem(CHUNK_RELOAD_MARKER)) throw error;
      sessionStorage.setItem(CHUNK_RELOAD_MARKER, '1');
      reload();
      // The page is going away; never settle, so no error flashes before it does.
      return new Promise<T>(() => {});
    }
  };
}

/**
 * True from the render after the first, which React does in the background: a part that shows only
 * once it is true is built in small steps between the browser's other work (a tap, a scroll, the
 * next frame), not in one long task that holds the page still.
 */
export function useBuiltInTheBackground(): boolean {
  const [built, setBuilt] = useState(false);
  useEffect(() => startTransition(() => setBuilt(true)), []);
  return built;
}

/**
 * A lazily loaded route component, `lazy(() => import('@/features/x/x-page'), 'XPage', 'x')`: the
 * screen's code and its feature's texts (the namespace named after its folder, see lib/i18n) load
 * together, and it renders once both are in, so no key shows in place of a text. The screen is
 * built in the background (see useBuiltInTheBackground): on a phone, building a screen takes
 * hundreds of milliseconds that would otherwise block every tap.
 */
export function lazy<T extends Record<string, unknown>, K extends keyof T & string>(
  importer: Importer<T>,
  exportName: K,
  words?: Words,
) {
  const load = words ? () => Promise.all([importer(), loadWords(words)]).then(([module]) => module) : importer;
  const Screen = lazyRouteComponent(withChunkReload(load), exportName);
  const InTheBackground = (props: Record<string, unknown>) =>
    useBuiltInTheBackground() ? createElement(Screen, props) : null;
  // The router loads the screen's code before showing it; once loaded, there is nothing to load.
  return Object.assign(InTheBackground, { preload: () => Screen.preload?.() ?? Promise.resolve() });
}

/**
 * Starts a screen's first query from its route's loader, alongside the screen's code. The query's
 * options come with the generated hooks, which load here, with the screen, not with the first page:
 *
 *   loader: ({ context, deps }) =>
 *     prefetchWith(
 *       () => import('@generated/hooks/skus/skus'),
 *       ({ getListSkusQueryOptions }) => context.queryClient.prefetchQuery(getListSkusQueryOptions(deps)),
 *     ),
 *
 * A failure is left to the screen, which asks again and shows it.
 */
export function prefetchWith<M>(importer: () => Promise<M>, prefetch: (module: M) => Promise<unknown>): void {
  importer()
    .then(prefetch)
    .catch(() => undefined);
}
