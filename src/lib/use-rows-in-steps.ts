// A long list of heavy rows (a table of inputs, a grid of product tiles) built a few at a time: the
// first rows with the screen, the rest a step at a time, each step a transition that React builds
// in short slices once the previous one has shown. The page answers taps and paints meanwhile,
// instead of building every row in one long task; every row is there a moment later.
import { startTransition, useEffect, useState } from 'react';

/** How many of `total` rows to build now: `first` at once, then `step` more after each showing. */
export function useRowsInSteps(total: number, first = 10, step = 10): number {
  const [built, setBuilt] = useState(first);
  useEffect(() => {
    if (built < total) startTransition(() => setBuilt((count) => count + step));
  }, [built, total, step]);
  return Math.min(built, total);
}
