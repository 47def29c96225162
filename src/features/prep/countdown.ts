// How long a batch has left, from its expiry against this device's clock, read again every 30 s:
// amber under 30 minutes, expired once the expiry has passed (whatever the batch's status says yet).
import { useEffect, useState } from 'react';

export const TICK_MS = 30_000;
const SOON_MS = 30 * 60_000;

/** The time now, read again every `TICK_MS`. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export type Freshness = 'fresh' | 'soon' | 'expired';

export interface Countdown {
  state: Freshness;
  /** Whole minutes left, rounded up (a batch with 10 s left still has "1 min"); 0 once expired. */
  minutes: number;
}

export function countdown(expiresAt: string, now: number): Countdown {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return { state: 'expired', minutes: 0 };
  return { state: left < SOON_MS ? 'soon' : 'fresh', minutes: Math.ceil(left / 60_000) };
}

export const FRESHNESS_COLORS: Record<Freshness, string> = { fresh: 'teal', soon: 'orange', expired: 'red' };
