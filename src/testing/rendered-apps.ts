// The apps a test rendered (./render), kept to be waited for as it ends (./setup). Apart from
// render, so that the setup file loads none of the app: a test's module mocks apply to it.
import { waitFor } from '@testing-library/react';
import type { AppRouter } from '@/app/router';

const routers = new Set<AppRouter>();

export function rendered(router: AppRouter) {
  routers.add(router);
}

/**
 * Waits for every app the test rendered to finish its navigation, and fails the test when one is
 * still loading after a few seconds. A load left running would go on past the test: its timers
 * (the pending screen's) fire in the next test, or after the file's browser is gone.
 */
export async function settleRenderedApps() {
  const waiting = [...routers];
  routers.clear();
  for (const router of waiting) {
    await waitFor(
      () => {
        if (router.state.status !== 'idle') {
          throw new Error(`The test ended with ${router.state.location.href} still loading: let it finish first.`);
        }
      },
      { timeout: 5_000 },
    );
  }
}
