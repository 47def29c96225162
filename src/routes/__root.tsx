// The root route: every screen is its child. Its component is the guard and layout switch.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { GenericErrorFallback } from '../components/errors/generic-fallbacks';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RootLayout } from './root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // An unknown URL: the spec's 404 page.
  notFoundComponent: NotFoundPage,
  // Only when the layout itself fails; screens fail into the error page (router default).
  errorComponent: GenericErrorFallback,
});
