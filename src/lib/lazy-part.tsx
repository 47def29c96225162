// A part of a screen that only some visits use (a dialog's form, with the form kit and the schema
// library): its code loads when it first renders, or ahead of that with `preload()`, which a screen
// asks for once the user first reaches for the page (usePreloadOnIntent), so the dialog usually
// opens with its fields at once. Once loaded it renders without suspending. A missing chunk after a
// deploy reloads the page once (lazy-route).
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { withChunkReload } from './lazy-route';

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the code now; a render afterwards does not suspend. */
  preload: () => Promise<unknown>;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** `const XForm = lazyPart(() => import('./x-form'), 'XForm')`; render it inside a Suspense boundary. */
export function lazyPart<M, K extends keyof M>(importer: () => Promise<M>, exportName: K): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const load = withChunkReload(importer);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[exportName] as ComponentType<P>;
      return loaded;
    }));
  const Suspending = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  const Part = (props: P) => {
    // Fixed for the life of this element: switching would remount the form and lose its input.
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component {...props} />;
  };
  return Object.assign(Part, { preload });
}

/** What the user does first on a page: a pointer moving over it or pressing, a touch, a key. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `act` once, when the user first reaches for the page (see INTENT_EVENTS), and returns what
 * stops waiting. Work that only an action needs waits for one: on a phone, the first screen's own
 * work is all the page should do while it loads.
 */
export function whenUserActs(act: () => void): () => void {
  const stop = () => {
    for (const event of INTENT_EVENTS) document.removeEventListener(event, run, true);
  };
  function run() {
    stop();
    act();
  }
  for (const event of INTENT_EVENTS) document.addEventListener(event, run, { capture: true, passive: true });
  return stop;
}

/**
 * Fetches the parts' code (a screen's dialogs) once the user first reaches for the page, not while
 * it loads: evaluating a form's code builds its schemas, hundreds of milliseconds on a phone, which
 * would hold up the list the user came to see. Opened before that, a part loads as it opens.
 */
export function usePreloadOnIntent(...parts: { preload: () => Promise<unknown> }[]): void {
  useEffect(
    () =>
      whenUserActs(() => {
        for (const part of parts) void part.preload();
      }),
    // The parts are module constants: fixed for the life of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
