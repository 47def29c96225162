// The vendor, SKU and outlet look-ups of the purchase-order form; vendors and SKUs searched by name
// as you type.
import { keepPreviousData } from '@tanstack/react-query';
import { useListOutlets } from '@generated/hooks/outlets/outlets';
import { useListSkus } from '@generated/hooks/skus/skus';
import { useListVendors } from '@generated/hooks/vendors/vendors';
import type { Outlet, Sku, Vendor } from '@generated/model';
import { listOptions } from '@/components/form/list-options';

const PICKER_SIZE = 20;

export const useVendorOptions = (name: string) =>
  listOptions(
    useListVendors({ name: name || undefined, size: PICKER_SIZE }, { query: { placeholderData: keepPreviousData } }),
    (vendor: Vendor) => ({ value: String(vendor.id), label: vendor.name }),
  );

export const useSkuOptions = (name: string) =>
  listOptions(
    useListSkus({ name: name || undefined, size: PICKER_SIZE }, { query: { placeholderData: keepPreviousData } }),
    (sku: Sku) => ({ value: String(sku.id), label: sku.name }),
  );

/** The outlets that may receive goods (those the user reaches), the head office first. */
export function useReceivingOutlets(): Outlet[] {
  const { data } = useListOutlets({ size: 100 });
  return [...(data?.data ?? [])].sort((a, b) => Number(b.is_hq) - Number(a.is_hq) || a.name.localeCompare(b.name));
}
