import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderWithProviders } from '@/testing/render';
import { BelowTheFold, useRowsNearScreen } from './below-the-fold';

/**
 * An IntersectionObserver the test moves: `show()` brings what it watches near the screen. As a
 * browser's, an observer reports an element once as it comes near, not again while it stays there.
 */
function stubObserver() {
  const watching = new Set<{ callback: IntersectionObserverCallback; element: Element; told: boolean }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private watched: { callback: IntersectionObserverCallback; element: Element; told: boolean }[] = [];
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        const watch = { callback: this.callback, element, told: false };
        this.watched.push(watch);
        watching.add(watch);
      }
      disconnect() {
        for (const watch of this.watched) watching.delete(watch);
      }
    },
  );
  return {
    show: () =>
      act(() => {
        for (const watch of [...watching]) {
          if (watch.told) continue;
          watch.told = true;
          watch.callback(
            [{ isIntersecting: true, target: watch.element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
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

function Rows({ total }: { total: number }) {
  const end = useRef<HTMLDivElement>(null);
  const { shown, showAll } = useRowsNearScreen(end, total, 2, 3);
  return (
    <>
      <ul>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>Row {index + 1}</li>
        ))}
      </ul>
      <div ref={end} />
      <button type="button" onClick={showAll}>
        All
      </button>
    </>
  );
}

describe('useRowsNearScreen', () => {
  it('builds the first rows, then a step more each time their end comes near the screen', async () => {
    const observer = stubObserver();
    renderWithProviders(<Rows total={7} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    observer.show();
    expect(await screen.findByText('Row 5')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // Still near after growing: the watch starts again and reports it.
    observer.show();
    expect(await screen.findByText('Row 7')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('builds every row when asked, and at once where the browser cannot tell', async () => {
    stubObserver();
    const view = renderWithProviders(<Rows total={7} />);
    await act(() => screen.getByRole('button', { name: 'All' }).click());
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    view.unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithProviders(<Rows total={7} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
});
