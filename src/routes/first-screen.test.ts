import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { getGetInfoQueryKey } from '@generated/hooks/auth/auth';
import { createQueryClient } from '@/app/query-client';
import { signIn } from '@/testing/render';
import { categoryRoute } from './category';
import { loadFirstScreen } from './first-screen';
import { routeTree } from './route-tree';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, context: { queryClient } });
  loadFirstScreen(router, queryClient);
  return queryClient;
}

describe('the first screen', () => {
  it("starts the session check and the screen's code together, before the router first loads", async () => {
    signIn();
    const preload = vi.spyOn(categoryRoute.options.component as unknown as { preload: () => Promise<void> }, 'preload');
    const queryClient = startAt('/category');
    expect(queryClient.getQueryState(getGetInfoQueryKey())?.fetchStatus).toBe('fetching');
    expect(preload).toHaveBeenCalled();
    await waitFor(() => expect(queryClient.getQueryState(getGetInfoQueryKey())?.status).toBe('success'));
  });

  it('checks no session and loads no screen for a visitor without a token', () => {
    const preload = vi.spyOn(categoryRoute.options.component as unknown as { preload: () => Promise<void> }, 'preload');
    const queryClient = startAt('/category');
    expect(queryClient.getQueryState(getGetInfoQueryKey())).toBeUndefined();
    expect(preload).not.toHaveBeenCalled();
  });
});
