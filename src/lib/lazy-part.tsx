// A part of a screen that only some visits use (a dialog's form, with the form kit and the schema
// library): its code loads when it first renders, or ahead of that with `preload()`, which a screen
// calls once it has shown, so the dialog usually opens with its fields at once. Once loaded it
// renders without suspending. A missing chunk after a deploy reloads the page once (lazy-route).
import { lazy, useState, type ComponentType } from 'react';
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
