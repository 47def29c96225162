// The vendor and SKU look-ups of the purchase-order form, searched by name as you type.
import { keepPreviousData } from '@tanstack/react-query';
import { useListSkus } from '@generated/hooks/skus/skus';
import { useListVendors } from '@generated/hooks/vendors/vendors';
import type { Sku, Vendor } from '@generated/model';
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
