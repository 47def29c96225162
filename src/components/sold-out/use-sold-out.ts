// The products and options an outlet has sold out, and switching one sold out or back on: the
// counter and the SKU screen both switch through here. The outlet's list is replaced as a whole (the
// contract's PUT), starting from the list as last read; switching a product leaves the options as
// they are, and switching an option leaves the products.
import { useMemo } from 'react';
import { useGetOutletAvailability, useUpdateOutletAvailability } from '@generated/hooks/counter/counter';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export interface SoldOut {
  /** The sold-out products' ids (empty until the list has loaded). */
  ids: ReadonlySet<number>;
  /** The sold-out options' ids (empty until the list has loaded). */
  optionIds: ReadonlySet<number>;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  saving: boolean;
  /** Marks `sku` sold out (true) or available again (false) at the outlet; says so in a toast. */
  set: (sku: { id: number; name: string }, soldOut: boolean, outletName: string) => Promise<void>;
  /** The same for an option (pearls not cooked yet). */
  setOption: (option: { id: number; name: string }, soldOut: boolean, outletName: string) => Promise<void>;
}

const switched = (ids: ReadonlySet<number>, id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : [...ids].filter((other) => other !== id);

export function useSoldOut(outletId: number | undefined): SoldOut {
  const query = useGetOutletAvailability(outletId ?? 0, { query: { enabled: outletId !== undefined } });
  const update = useUpdateOutletAvailability({ mutation: { meta: { successToast: false } } });
  const listed = query.data?.data.sold_out;
  const listedOptions = query.data?.data.sold_out_options;
  const ids = useMemo(() => new Set((listed ?? []).map((item) => item.sku_id)), [listed]);
  const optionIds = useMemo(
    () => new Set((listedOptions ?? []).map((item) => item.modifier_option_id)),
    [listedOptions],
  );
  const said = (name: string, soldOut: boolean, outlet: string) =>
    toast.success(
      soldOut ? t('soldOut.markedSoldOut', { name, outlet }) : t('soldOut.markedAvailable', { name, outlet }),
    );
  return {
    ids,
    optionIds,
    isPending: query.isPending && outletId !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
    saving: update.isPending,
    set: async (sku, soldOut, outletName) => {
      if (outletId === undefined) return;
      const next = switched(ids, sku.id, soldOut);
      await update.mutateAsync({ outletId, data: { sold_out: next.map((sku_id) => ({ sku_id })) } });
      said(sku.name, soldOut, outletName);
    },
    setOption: async (option, soldOut, outletName) => {
      if (outletId === undefined) return;
      const next = switched(optionIds, option.id, soldOut);
      await update.mutateAsync({
        outletId,
        data: {
          sold_out: [...ids].map((sku_id) => ({ sku_id })),
          sold_out_options: next.map((modifier_option_id) => ({ modifier_option_id })),
        },
      });
      said(option.name, soldOut, outletName);
    },
  };
}
