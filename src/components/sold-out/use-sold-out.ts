// The products an outlet has sold out, and switching one sold out or back on: the counter and the
// SKU screen both switch through here. The outlet's list is replaced as a whole (the contract's PUT),
// starting from the list as last read.
import { useMemo } from 'react';
import { useGetOutletAvailability, useUpdateOutletAvailability } from '@generated/hooks/counter/counter';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export interface SoldOut {
  /** The sold-out products' ids (empty until the list has loaded). */
  ids: ReadonlySet<number>;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  saving: boolean;
  /** Marks `sku` sold out (true) or available again (false) at the outlet; says so in a toast. */
  set: (sku: { id: number; name: string }, soldOut: boolean, outletName: string) => Promise<void>;
}

export function useSoldOut(outletId: number | undefined): SoldOut {
  const query = useGetOutletAvailability(outletId ?? 0, { query: { enabled: outletId !== undefined } });
  const update = useUpdateOutletAvailability({ mutation: { meta: { successToast: false } } });
  const listed = query.data?.data.sold_out;
  const ids = useMemo(() => new Set((listed ?? []).map((item) => item.sku_id)), [listed]);
  return {
    ids,
    isPending: query.isPending && outletId !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
    saving: update.isPending,
    set: async (sku, soldOut, outletName) => {
      if (outletId === undefined) return;
      const next = soldOut ? [...new Set([...ids, sku.id])] : [...ids].filter((id) => id !== sku.id);
      await update.mutateAsync({ outletId, data: { sold_out: next.map((sku_id) => ({ sku_id })) } });
      toast.success(
        soldOut
          ? t('soldOut.markedSoldOut', { name: sku.name, outlet: outletName })
          : t('soldOut.markedAvailable', { name: sku.name, outlet: outletName }),
      );
    },
  };
}
