// The list's quick changes: a bulk action on selected SKUs (or one row's active switch) and a
// discounted price; each refreshes the SKU lists after it lands. The bulk toast is written here,
// in the language in use, because its text depends on the action and the count.
import { useBulkSkuAction, useUpdateSkuDiscountedPrice } from '@generated/hooks/skus/skus';
import type { SkuBulkActionAction } from '@generated/model';
import { toast } from '@/lib/toast';

export function useSkuBulkAction() {
  const mutation = useBulkSkuAction({ mutation: { meta: { successToast: false } } });
  const run = async (action: SkuBulkActionAction, ids: number[], done: string) => {
    await mutation.mutateAsync({ data: { action, sku_ids: ids } });
    toast.success(done);
  };
  return { run, pending: mutation.isPending };
}

export function useSetDiscountedPrice(successToast: string) {
  const mutation = useUpdateSkuDiscountedPrice({ mutation: { meta: { successToast } } });
  return async (skuId: number, discountedPrice: number) => {
    await mutation.mutateAsync({ skuId, data: { discounted_price: discountedPrice } });
  };
}
