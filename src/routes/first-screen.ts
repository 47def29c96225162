// What the app starts as it starts, before the router first loads.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { getToken } from '@/lib/cookies';
import { loadSession } from '@/lib/session';

/**
 * With a token the session is most likely still good: the session check the signed-in layout's
 * guard awaits, and the first screen's code and texts, start at once, rather than one after the
 * other. The screen's data still waits for the guard.
 */
export function loadFirstScreen(router: AnyRouter, queryClient: QueryClient): void {
  if (!getToken()) return;
  loadSession(queryClient).catch(() => undefined);
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
