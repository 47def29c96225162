import { useState } from 'react';

/**
 * True from the first render in which `condition` is, and from then on: a part built when first
 * needed (a drawer's contents when it first opens) and kept after.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [was, setWas] = useState(condition);
  if (condition && !was) setWas(true);
  return was || condition;
}
