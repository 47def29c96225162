// A cart's price as the server works it out (a quote operation, POST without placing anything):
// asked again a moment after the request changes, the last answer kept on screen while a newer one
// loads or is refused, and a refusal answered with the line it names (`items.<i>.…`).
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { OrderQuote } from '@generated/model';
import { isApiError } from '@/lib/api/errors';

/** How long the cart rests before the server is asked. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface Quote {
  /** The answer for the cart as it is now, or the last one while the next loads; null for an empty cart. */
  quote: OrderQuote | null;
  /** True while the answer shown is not yet the cart's as it is now. */
  pending: boolean;
  /**
   * The server's refusal: at a line (by its place in the request) or of the whole cart (index null),
   * with the field it names (e.g. `voucher_code`), so a field outside the lines can show it.
   */
  refusal: { index: number | null; field: string | null; message: string } | null;
  /** The server could not be asked (other than a refusal). */
  failed: boolean;
  retry: () => void;
}

export function useQuote<Request extends { items: readonly unknown[] }>(
  operationId: string,
  request: Request,
  ask: (request: Request, signal: AbortSignal) => Promise<{ data: OrderQuote }>,
): Quote {
  const key = JSON.stringify(request);
  const [asked] = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const body = useMemo(() => JSON.parse(asked) as Request, [asked]);
  const empty = request.items.length === 0;
  const query = useQuery({
    queryKey: [operationId, body],
    queryFn: ({ signal }) => ask(body, signal),
    enabled: body.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
  // The last answer, kept through a refusal of the next cart (React's state adjusted while rendering).
  const [last, setLast] = useState<OrderQuote | null>(null);
  if (query.data && query.data.data !== last) setLast(query.data.data);
  const error = query.error;
  const refusal =
    error && isApiError(error) && error.status === 422
      ? { index: lineIndex(error.field), field: error.field ?? null, message: error.message }
      : null;
  return {
    quote: empty ? null : (query.data?.data ?? last),
    pending: !empty && (asked !== key || query.isFetching),
    refusal: empty ? null : refusal,
    failed: !empty && !!error && !refusal,
    retry: () => void query.refetch(),
  };
}

/** The line a field such as `items.2.sku_id` (or `items[2]`) names. */
export function lineIndex(field: string | undefined): number | null {
  const match = /^items(?:\.(\d+)|\[(\d+)\])/.exec(field ?? '');
  return match ? Number(match[1] ?? match[2]) : null;
}
