// A part of a screen that may lie below the fold, heavy to build (a chart): it is built when it
// comes near the screen, its room kept until then and a placeholder of its height shown while its
// code loads. On a phone, where a report's figures fill the first screen, the chart is built when the
// user scrolls towards it, not while the page loads; on a desktop it is in view and builds at once.
// Where the browser cannot tell (no IntersectionObserver), it builds at once.
import '@mantine/core/styles/Skeleton.css';
import { Box, Skeleton } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How close to the screen the part starts to build: a little ahead of the user's scrolling. */
const AHEAD = '200px';

export function BelowTheFold({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // Until then its room is kept, empty: a skeleton out of sight would animate for nothing, and
  // would say the screen is still loading.
  return (
    <Box ref={ref} mih={height}>
      {near ? <Suspense fallback={<Skeleton h={height} />}>{children}</Suspense> : null}
    </Box>
  );
}
