import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import { GenericErrorFallback } from './generic-fallbacks';
import { NotFoundView } from './not-found-page';

/** Renders `ui` as the page at `url`, inside a router (the pages hold router links). */
async function renderAt(ui: () => ReactNode, url = '/somewhere?page=x') {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/somewhere', component: ui });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home page</p> });
  const router = createRouter({
    routeTree: root.addChildren([page, home]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const SORRY =
  "Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or the URL might be incorrect.";

describe('not-found page', () => {
  it('offers a signed-in user the dashboard', async () => {
    await renderAt(() => <NotFoundView signedIn />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(SORRY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(
      screen.getByText('If you continue to experience issues, please contact support or try again later.'),
    ).toBeInTheDocument();
  });

  it('offers a visitor the login page', async () => {
    await renderAt(() => <NotFoundView signedIn={false} />);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });
});

describe('error page', () => {
  it('shows the message, the actions and the footer', async () => {
    await renderAt(() => <ErrorPage error={new Error('Page must be a number')} reset={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but an unexpected error occurred. Don't worry - you can try one of the actions below to get back on track.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error Details')).toBeInTheDocument();
    expect(screen.getByText('Page must be a number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByText('If the problem persists, please contact our support team.')).toBeInTheDocument();
  });

  it('Reset Search keeps the page and drops its search parameters', async () => {
    const router = await renderAt(() => <ErrorPage error={new Error('bad search')} reset={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Search' }));
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(router.state.location.searchStr).toBe('');
  });
});

describe('generic error fallback', () => {
  it('hides the error until asked', async () => {
    render(
      <MantineProvider>
        <GenericErrorFallback error={new Error('provider failed')} />
      </MantineProvider>,
    );
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('provider failed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('provider failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('provider failed')).not.toBeInTheDocument();
  });
});
