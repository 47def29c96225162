// Creating, updating and cancelling purchase orders. Each write is one transaction: the amounts are
// recomputed, the vendor and SKUs must exist, and an update or a cancel locks the order first, so a
// goods receipt running at the same moment is either wholly before it or wholly after. The chain's
// approval threshold is read in the same transaction: a total at or above it makes the order wait
// for an approver (approvals.ts), and the approvers at its outlet are told live; an edit of what an
// approval binds sends an approved order back to waiting.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import {
  outlets,
  purchaseOrderItems,
  purchaseOrders,
  skus,
  vendors,
  type PURCHASE_ORDER_NOTE_CODES,
} from '../../db/schema';

type PurchaseOrderNoteCode = (typeof PURCHASE_ORDER_NOTE_CODES)[number];
import { requiredText } from '../../lib/handler-types';
import { headOfficeId } from '../../lib/head-office';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { conflict, conflictOnUnique, notFound, unprocessable } from '../../lib/http-error';
import { recordAwaitingApprovalEvent } from '../../lib/order-events';
import { approvalThreshold } from '../settings/settings';
import { checkAmounts } from './amounts';
import { approvalAfterEdit, boundChanged, needsApproval } from './approvals';
import { lockPurchaseOrder } from './lock';
import { getPurchaseOrder, type PurchaseOrderDto } from './queries';
import { purchaseOrderRecord, recordPurchaseOrder } from './record';

type Input = components['schemas']['PurchaseOrderInput'];
type Update = components['schemas']['PurchaseOrderUpdate'];

const takenNumber = conflictOnUnique({
  purchase_orders_po_number_unique: {
    detail: 'A purchase order with this PO number already exists',
    field: 'po_number',
  },
});

const HEADER_LABELS = {
  po_number: 'PO number',
  buyer: 'Buyer',
  delivery_address: 'Delivery address',
  shipping_method: 'Shipping method',
  shipping_terms: 'Shipping terms',
  payment_method: 'Payment method',
  payment_terms: 'Payment terms',
  bank_name: 'Bank name',
  bank_account_name: 'Bank account name',
} as const;

/** The header columns, texts trimmed and required, amounts checked. */
function headerOf(input: Input) {
  const text = (field: keyof typeof HEADER_LABELS) => requiredText(input[field], field, HEADER_LABELS[field]);
  const { withTax, taxRate } = checkAmounts(input);
  return {
    poNumber: text('po_number'),
    vendorId: input.vendor_id,
    buyer: text('buyer'),
    deliveryAddress: text('delivery_address'),
    expectedDeliveryDate: input.expected_delivery_date,
    shippingMethod: text('shipping_method'),
    shippingTerms: text('shipping_terms'),
    paymentMethod: text('payment_method'),
    paymentTerms: text('payment_terms'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: input.bank_account_number,
    notes: input.notes?.trim() || null,
    subtotal: input.subtotal,
    tax: input.tax,
    totalAmount: input.total_amount,
    withTax,
    taxRate,
  };
}

function lineOf(line: Input['items'][number], index: number) {
  return {
    itemName: requiredText(line.item_name, `items.${index}.item_name`, 'Item name'),
    skuId: line.sku,
    quantity: line.quantity,
    unitPrice: line.unit_price,
    totalPrice: line.total_price,
  };
}

/**
 * The outlet that receives the goods: the one named (404 out of the caller's reach, as a missing one)
 * or the head office.
 */
async function receivingOutlet(tx: Tx, reach: OutletReach, input: Input): Promise<number> {
  const outletId = input.outlet_id ?? (await headOfficeId(tx));
  requireReach(reach, outletId, 'Outlet not found');
  const [outlet] = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('Outlet');
  return outletId;
}

/** The vendor and every line's SKU exist (422 naming the first that does not). */
async function checkReferences(tx: Tx, input: Input) {
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, input.vendor_id));
  if (!vendor) throw unprocessable('Vendor does not exist', 'vendor_id');
  const skuIds = [...new Set(input.items.map((line) => line.sku))];
  const found = new Set(
    (await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, skuIds))).map((row) => row.id),
  );
  const missing = input.items.findIndex((line) => !found.has(line.sku));
  if (missing >= 0) throw unprocessable('SKU does not exist', `items.${missing}.sku`);
}

export function createPurchaseOrder(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  input: Input,
  noteCode: PurchaseOrderNoteCode | null = null,
): Promise<PurchaseOrderDto> {
  const header = headerOf(input);
  const lines = input.items.map(lineOf);
  return db.transaction(async (tx) => {
    const outletId = await receivingOutlet(tx, reach, input);
    await checkReferences(tx, input);
    const waits = needsApproval(header.totalAmount, await approvalThreshold(tx));
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        ...header,
        noteCode,
        outletId,
        createdBy: userId,
        ...(waits
          ? {
              approvalStatus: 'AWAITING_APPROVAL' as const,
              approvalRequestedAt: new Date(),
              approvalRequestedBy: userId,
            }
          : {}),
      })
      .returning({ id: purchaseOrders.id })
      .catch(takenNumber);
    await tx.insert(purchaseOrderItems).values(lines.map((line) => ({ ...line, purchaseOrderId: po!.id })));
    await recordPurchaseOrder(tx, po!.id, undefined);
    if (waits) await recordAwaitingApprovalEvent(tx, { purchaseOrderId: po!.id, outletId });
    return getPurchaseOrder(tx, reach, po!.id);
  });
}

export function updatePurchaseOrder(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: Update,
): Promise<PurchaseOrderDto> {
  if (input.id !== id) throw unprocessable('The purchase order id does not match the address', 'id');
  const header = headerOf(input);
  const lines = input.items.map(lineOf);
  return db.transaction(async (tx) => {
    const po = await lockPurchaseOrder(tx, reach, id);
    if (po.status !== 'PENDING') throw conflict('Only a pending purchase order can be edited');
    const before = await purchaseOrderRecord(tx, id);
    const outletId = input.outlet_id === undefined ? po.outletId : await receivingOutlet(tx, reach, input);
    await checkReferences(tx, input);
    const existing = new Set(
      (
        await tx
          .select({ id: purchaseOrderItems.id })
          .from(purchaseOrderItems)
          .where(eq(purchaseOrderItems.purchaseOrderId, id))
      ).map((row) => row.id),
    );
    const kept: number[] = [];
    input.items.forEach((line, index) => {
      if (line.id === undefined) return;
      if (!existing.has(line.id) || kept.includes(line.id)) {
        throw unprocessable('This line is not on the purchase order', `items.${index}.id`);
      }
      kept.push(line.id);
    });
    const current = before.items.map((l) => ({
      skuId: l.sku_id,
      itemName: l.item_name,
      quantity: l.quantity,
      unitPrice: l.unit_price,
    }));
    const changesBound = boundChanged({ ...po, lines: current }, { ...header, outletId, lines });
    const approval = approvalAfterEdit(po.approvalStatus, {
      total: header.totalAmount,
      threshold: await approvalThreshold(tx),
      changesBound,
      editorId: userId,
    });
    await tx
      .update(purchaseOrders)
      .set({ ...header, outletId, ...approval.set, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id))
      .catch(takenNumber);
    if (approval.waitsAgain) await recordAwaitingApprovalEvent(tx, { purchaseOrderId: id, outletId });
    // Nothing was received on a PENDING order, so its lines can go without losing history.
    await tx
      .delete(purchaseOrderItems)
      .where(
        kept.length
          ? and(eq(purchaseOrderItems.purchaseOrderId, id), notInArray(purchaseOrderItems.id, kept))
          : eq(purchaseOrderItems.purchaseOrderId, id),
      );
    const added = [];
    for (const [index, line] of input.items.entries()) {
      const values = lines[index]!;
      if (line.id === undefined) added.push({ ...values, purchaseOrderId: id });
      else await tx.update(purchaseOrderItems).set(values).where(eq(purchaseOrderItems.id, line.id));
    }
    if (added.length) await tx.insert(purchaseOrderItems).values(added);
    await recordPurchaseOrder(tx, id, before);
    return getPurchaseOrder(tx, reach, id);
  });
}

export function cancelPurchaseOrder(db: DbOrTx, reach: OutletReach, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const po = await lockPurchaseOrder(tx, reach, id);
    if (po.status === 'CANCELLED') throw conflict('This purchase order is already cancelled');
    if (po.status !== 'PENDING') throw conflict('A purchase order with received goods cannot be cancelled');
    const before = await purchaseOrderRecord(tx, id);
    await tx
      .update(purchaseOrders)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await recordPurchaseOrder(tx, id, before);
  });
}
