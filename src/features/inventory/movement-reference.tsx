// The document a movement came from, saying what it is and linking to it: an order opens in the
// orders list's drawer, a transfer, a purchase order and a stock count on their pages; a PO number
// typed on an adjustment finds its order through the list's search.
import type { TFunction } from 'i18next';
import type { MovementReference as Reference } from '@generated/model';
import { AnchorLink } from '@/components/links';

export function MovementReference({ reference, t }: { reference: Reference | null; t: TFunction }) {
  if (!reference) return null;
  const { type, id, label } = reference;
  if (type === 'order' && id !== null) {
    return (
      <AnchorLink to="/order" search={{ view: id }} size="sm">
        {t('inventory.orderLink', { id: label })}
      </AnchorLink>
    );
  }
  if (type === 'transfer' && id !== null) {
    return (
      <AnchorLink
        to="/stock-transfer/$transferId"
        params={{ transferId: String(id) }}
        search={{ transfer_number: label }}
        size="sm"
      >
        {t('inventory.references.transfer', { number: label })}
      </AnchorLink>
    );
  }
  if (type === 'stock_count' && id !== null) {
    return (
      <AnchorLink to="/stocktake/$stocktakeId" params={{ stocktakeId: String(id) }} size="sm">
        {t('stocktake.movementLink', { number: label })}
      </AnchorLink>
    );
  }
  const text = t('inventory.references.purchaseOrder', { number: label });
  return id !== null ? (
    <AnchorLink to="/purchase-order/$poID/detail" params={{ poID: String(id) }} search={{ po_number: label }} size="sm">
      {text}
    </AnchorLink>
  ) : (
    <AnchorLink to="/purchase-order" search={{ po_number: label }} size="sm">
      {text}
    </AnchorLink>
  );
}
