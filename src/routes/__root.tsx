// The root route: the app-wide pieces (see root-layout) around the two layouts of the access guard
// (see layouts), which hold every screen.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RootLayout } from './root-layout';
import { RootError } from './root-error';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // An unknown URL: the 404 page, with or without a session.
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
