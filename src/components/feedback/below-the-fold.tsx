// Parts of a screen that may lie below the fold, heavy to build, built when they come near the
// screen. `BelowTheFold` holds one part (a chart): its room is kept until then and a placeholder of
// its height shown while its code loads. On a phone, where a report's figures fill the first screen,
// the chart is built when the user scrolls towards it, not while the page loads; on a desktop it is
// in view and builds at once. `useRowsNearScreen` grows a long list of heavy rows (a table of
// inputs) a step at a time as its end comes near. Where the browser cannot tell (no
// IntersectionObserver), everything builds at once.
import '@mantine/core/styles/Skeleton.css';
import { Box, Skeleton } from '@mantine/core';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/** How close to the screen the part starts to build: a little ahead of the user's scrolling. */
const AHEAD = '200px';

const canTell = () => typeof IntersectionObserver !== 'undefined';

/**
 * Calls `onNear` (a function that stays the same) when the element comes near the screen, for as
 * long as `watching`. The watch starts again whenever `key` changes: an element still near after
 * the page grew is reported again.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>, watching: boolean, onNear: () => void, key?: unknown) {
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, onNear, key]);
}

export function BelowTheFold({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !canTell());
  const reveal = useCallback(() => setNear(true), []);
  useNearScreen(ref, !near, reveal);
  // Until then its room is kept, empty: a skeleton out of sight would animate for nothing, and
  // would say the screen is still loading.
  return (
    <Box ref={ref} mih={height}>
      {near ? <Suspense fallback={<Skeleton h={height} />}>{children}</Suspense> : null}
    </Box>
  );
}

/**
 * How many of `total` rows to build: `first` at once, then `step` more each time the element of
 * `endRef` (placed after the rows) comes near the screen, each step built in a transition so the
 * page answers taps meanwhile. `showAll` builds every row at once (a row was added at the end).
 */
export function useRowsNearScreen(endRef: RefObject<HTMLElement | null>, total: number, first = 10, step = 20) {
  const [shown, setShown] = useState(() => (canTell() ? first : Infinity));
  const grow = useCallback(() => startTransition(() => setShown((count) => count + step)), [step]);
  useNearScreen(endRef, shown < total, grow, shown);
  return { shown: Math.min(shown, total), showAll: () => setShown(Infinity) };
}
