// What the reorder suggestions hold besides their rows: the quantities and vendors edited here,
// the lines that would be ordered or sent from the head office, and drafting the purchase orders.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftReorderPurchaseOrders, useListReorderSuggestions } from '@generated/hooks/inventory/inventory';
import { useListVendors } from '@generated/hooks/vendors/vendors';
import type { PurchaseOrder } from '@generated/model';
import { useSession } from '@/lib/session';
import { draftTotals } from './reorder-figures';

export interface Edit {
  /** Empty while the field is being retyped (counts as nothing to order). */
  quantity?: number | '';
  vendorId?: number | null;
}

export function useReorderSuggestions(outletId: number) {
  const { t } = useTranslation();
  const { session } = useSession();
  const canOrder = Boolean(
    session?.outlets.some(
      (outlet) => outlet.id === outletId && outlet.admin_scope.includes('view_admin_purchase_order'),
    ),
  );
  const suggestions = useListReorderSuggestions({ outlet_id: outletId });
  const vendors = useListVendors({ size: 100 }, { query: { enabled: canOrder } });
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [drafted, setDrafted] = useState<PurchaseOrder[]>([]);
  const draft = useDraftReorderPurchaseOrders({ mutation: { meta: { successToast: t('reorder.drafted') } } });

  const lines = useMemo(
    () =>
      (suggestions.data?.data ?? []).map((line) => {
        const edit = edits[line.sku_id] ?? {};
        const typed = edit.quantity ?? line.suggested_quantity;
        return {
          line,
          typed,
          quantity: typed === '' ? 0 : typed,
          vendorId: edit.vendorId === undefined ? line.vendor_id : edit.vendorId,
        };
      }),
    [suggestions.data, edits],
  );
  const vendorName = (id: number | null) =>
    vendors.data?.data.find((vendor) => vendor.id === id)?.name ??
    lines.find((l) => l.line.vendor_id === id)?.line.vendor_name ??
    '';
  const ordered = lines.filter((l) => l.quantity > 0 && l.vendorId !== null);
  const fromHeadOffice = lines.filter((l) => l.quantity > 0 && l.line.head_office_quantity >= l.quantity);
  const edit = (skuId: number, patch: Edit) => setEdits((all) => ({ ...all, [skuId]: { ...all[skuId], ...patch } }));

  /** What the draft would make, per vendor. */
  const totals = () =>
    draftTotals(
      ordered.map((l) => ({ ...l.line, quantity: l.quantity, vendor_id: l.vendorId! })),
      vendorName,
    );

  const draftOrders = async () => {
    const answer = await draft.mutateAsync({
      data: {
        outlet_id: outletId,
        items: ordered.map((l) => ({ sku_id: l.line.sku_id, quantity: l.quantity, vendor_id: l.vendorId! })),
      },
    });
    setDrafted(answer.data);
    setEdits({});
  };

  const vendorOptions = (vendors.data?.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.name }));

  return {
    suggestions,
    canOrder,
    lines,
    ordered,
    fromHeadOffice,
    drafted,
    drafting: draft.isPending,
    vendorOptions,
    edit,
    totals,
    draftOrders,
  };
}
