import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { BelowTheFold } from './below-the-fold';

/** An IntersectionObserver the test moves: `show()` brings what it watches near the screen. */
function stubObserver() {
  const watching: { callback: IntersectionObserverCallback; element?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watching.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
  return {
    show: () =>
      act(() => {
        for (const { callback, element } of watching)
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('BelowTheFold', () => {
  it('builds its part only once it comes near the screen', async () => {
    const observer = stubObserver();
    renderWithProviders(
      <BelowTheFold height={280}>
        <p>The chart</p>
      </BelowTheFold>,
    );
    expect(screen.queryByText('The chart')).not.toBeInTheDocument();
    // Out of sight, nothing says the screen is still loading.
    expect(document.querySelector('.mantine-Skeleton-root')).toBeNull();
    observer.show();
    expect(await screen.findByText('The chart')).toBeInTheDocument();
  });

  it('builds it at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithProviders(
      <BelowTheFold height={280}>
        <p>The chart</p>
      </BelowTheFold>,
    );
    expect(screen.getByText('The chart')).toBeInTheDocument();
  });
});
