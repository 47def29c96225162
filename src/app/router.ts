// The router with the query client in its context, so loaders can `ensureQueryData` the same
// options the screens read. A screen that takes over a second to load shows the pending screen, for
// at least half a second so it does not flash; a link preloads its screen 50 ms into a hover.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/components/errors/error-page';
import { GenericNotFound } from '@/components/errors/generic-fallbacks';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { loadFirstScreen } from '@/routes/first-screen';
import { routeTree } from '@/routes/route-tree';

/** `history` defaults to the browser's; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultGcTime: 5 * 60_000,
    defaultPreloadStaleTime: 30_000,
    // A screen's failure (a loader, an invalid search value) shows the spec's error page.
    defaultErrorComponent: ErrorPage,
    // A record a screen cannot find (`throw notFound()` below the root).
    defaultNotFoundComponent: GenericNotFound,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
  });
  // In the browser, the first screen starts loading with the app (see loadFirstScreen).
  if (!history) loadFirstScreen(router, queryClient);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
