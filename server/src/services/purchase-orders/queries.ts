// Reading purchase orders: the list, one order with its lines and goods receipts, and the next
// PO number to propose.
import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  APPROVAL_STATUSES,
  inventoryMovements,
  outlets,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderInboundItems,
  purchaseOrderInbounds,
  purchaseOrderItems,
  purchaseOrders,
  skus,
  stockLots,
  users,
  vendors,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { nextDocumentNumber, PURCHASE_ORDER_NUMBERS } from '../../lib/document-numbers';

export type PurchaseOrderDto = components['schemas']['PurchaseOrder'];
export type PurchaseOrderSummaryDto = components['schemas']['PurchaseOrderSummary'];

export interface PurchaseOrderFilters extends PageQuery {
  vendor?: string;
  po_number?: string;
  status?: (typeof PURCHASE_ORDER_STATUSES)[number];
  approval_status?: (typeof APPROVAL_STATUSES)[number];
  outlet_id?: number;
}

export const PURCHASE_ORDER_NOT_FOUND = 'Purchase order';

function filtersWhere(reach: OutletReach, filters: PurchaseOrderFilters): SQL | undefined {
  if (filters.outlet_id !== undefined) requireReach(reach, filters.outlet_id, 'Outlet not found');
  const conditions: SQL[] = [withinReach(purchaseOrders.outletId, reach)];
  if (filters.outlet_id !== undefined) conditions.push(eq(purchaseOrders.outletId, filters.outlet_id));
  if (filters.vendor) conditions.push(ilike(vendors.name, likePattern(filters.vendor)));
  if (filters.po_number) conditions.push(ilike(purchaseOrders.poNumber, likePattern(filters.po_number)));
  if (filters.status) conditions.push(eq(purchaseOrders.status, filters.status));
  if (filters.approval_status) conditions.push(eq(purchaseOrders.approvalStatus, filters.approval_status));
  // The approvers' queue leaves out orders cancelled while they waited.
  if (filters.approval_status === 'AWAITING_APPROVAL') conditions.push(ne(purchaseOrders.status, 'CANCELLED'));
  return and(...conditions);
}

// The lines' figures per order, summed once per page rather than per row.
const lineTotals = {
  itemCount: sql<number>`count(${purchaseOrderItems.id})`.mapWith(Number),
  quantityOrdered: sql<number>`coalesce(sum(${purchaseOrderItems.quantity}), 0)`.mapWith(Number),
  quantityReceived: sql<number>`coalesce(sum(${purchaseOrderItems.quantityReceived}), 0)`.mapWith(Number),
};

/** Purchase orders received at the outlets the caller reaches, newest first. */
export function listPurchaseOrders(db: DbOrTx, reach: OutletReach, filters: PurchaseOrderFilters) {
  const where = filtersWhere(reach, filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({
          po: purchaseOrders,
          vendorName: vendors.name,
          outletName: outlets.name,
          ...lineTotals,
          total: totalCount,
        })
        .from(purchaseOrders)
        .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
        .innerJoin(outlets, eq(outlets.id, purchaseOrders.outletId))
        .leftJoin(purchaseOrderItems, eq(purchaseOrderItems.purchaseOrderId, purchaseOrders.id))
        .where(where)
        .groupBy(purchaseOrders.id, vendors.name, outlets.name)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(purchaseOrders)
        .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
        .where(where)
        .then(([row]) => row!.n),
    data: (rows): PurchaseOrderSummaryDto[] =>
      rows.map(({ po, vendorName, outletName, itemCount, quantityOrdered, quantityReceived }) => ({
        id: po.id,
        po_number: po.poNumber,
        vendor_id: po.vendorId,
        vendor_name: vendorName,
        outlet_id: po.outletId,
        outlet_name: outletName,
        buyer: po.buyer,
        status: po.status,
        approval_status: po.approvalStatus,
        created_by_id: po.createdBy,
        approval_requested_by_id: po.approvalRequestedBy,
        expected_delivery_date: po.expectedDeliveryDate,
        total_amount: po.totalAmount,
        item_count: itemCount,
        quantity_ordered: quantityOrdered,
        quantity_received: quantityReceived,
        created_at: po.createdAt.toISOString(),
        updated_at: po.updatedAt.toISOString(),
      })),
  });
}

const creators = alias(users, 'po_creator');
const deciders = alias(users, 'po_decider');
const requesters = alias(users, 'po_requester');

/** One purchase order; one received at an outlet out of the caller's reach is not found. */
export async function getPurchaseOrder(db: DbOrTx, reach: OutletReach, id: number): Promise<PurchaseOrderDto> {
  const [header] = await db
    .select({
      po: purchaseOrders,
      vendorName: vendors.name,
      vendorAddress: vendors.address,
      vendorContact: { contact_person: vendors.contactPerson, phone: vendors.phone, email: vendors.email },
      outletName: outlets.name,
      creatorName: creators.name,
      deciderName: deciders.name,
      requesterName: requesters.name,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .innerJoin(outlets, eq(outlets.id, purchaseOrders.outletId))
    .leftJoin(creators, eq(creators.id, purchaseOrders.createdBy))
    .leftJoin(deciders, eq(deciders.id, purchaseOrders.approvalDecidedBy))
    .leftJoin(requesters, eq(requesters.id, purchaseOrders.approvalRequestedBy))
    .where(eq(purchaseOrders.id, id));
  if (!header) throw notFound(PURCHASE_ORDER_NOT_FOUND);
  const { po, vendorName, vendorAddress, vendorContact, outletName, creatorName, deciderName, requesterName } = header;
  requireReach(reach, po.outletId, notFound(PURCHASE_ORDER_NOT_FOUND).message);
  const [items, inbounds] = await Promise.all([
    db
      .select({ item: purchaseOrderItems, skuName: skus.name, unitAmount: skus.unitAmount, unit: skus.unit })
      .from(purchaseOrderItems)
      .innerJoin(skus, eq(skus.id, purchaseOrderItems.skuId))
      .where(eq(purchaseOrderItems.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderItems.id)),
    db
      .select({ inbound: purchaseOrderInbounds, userName: users.name })
      .from(purchaseOrderInbounds)
      .innerJoin(users, eq(users.id, purchaseOrderInbounds.createdBy))
      .where(eq(purchaseOrderInbounds.purchaseOrderId, id))
      .orderBy(desc(purchaseOrderInbounds.createdAt), desc(purchaseOrderInbounds.id)),
  ]);
  const received = inbounds.length
    ? await db
        .select({ line: purchaseOrderInboundItems, itemName: purchaseOrderItems.itemName })
        .from(purchaseOrderInboundItems)
        .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, purchaseOrderInboundItems.purchaseOrderItemId))
        .where(
          inArray(
            purchaseOrderInboundItems.inboundId,
            inbounds.map((r) => r.inbound.id),
          ),
        )
        .orderBy(asc(purchaseOrderInboundItems.id))
    : [];
  // A received lot's expiry date, from the movement that brought the line's units in.
  const expiryOf = new Map(
    received.length
      ? (
          await db
            .select({ inboundItemId: inventoryMovements.inboundItemId, expiryDate: stockLots.expiryDate })
            .from(inventoryMovements)
            .innerJoin(stockLots, eq(stockLots.id, inventoryMovements.lotId))
            .where(
              inArray(
                inventoryMovements.inboundItemId,
                received.map((r) => r.line.id),
              ),
            )
        ).map((row) => [row.inboundItemId, row.expiryDate])
      : [],
  );
  return {
    id: po.id,
    po_number: po.poNumber,
    vendor_id: po.vendorId,
    vendor_name: vendorName,
    outlet_id: po.outletId,
    outlet_name: outletName,
    status: po.status,
    approval_status: po.approvalStatus,
    approval: {
      requested_at: po.approvalRequestedAt?.toISOString() ?? null,
      requested_by:
        po.approvalRequestedBy !== null && requesterName !== null
          ? { id: po.approvalRequestedBy, name: requesterName }
          : null,
      decided_by:
        po.approvalDecidedBy !== null && deciderName !== null ? { id: po.approvalDecidedBy, name: deciderName } : null,
      decided_at: po.approvalDecidedAt?.toISOString() ?? null,
      reason: po.approvalReason,
    },
    created_by: po.createdBy !== null && creatorName !== null ? { id: po.createdBy, name: creatorName } : null,
    vendor_address: vendorAddress,
    vendor_contact: vendorContact,
    buyer: po.buyer,
    delivery_address: po.deliveryAddress,
    expected_delivery_date: po.expectedDeliveryDate,
    shipping_method: po.shippingMethod,
    shipping_terms: po.shippingTerms,
    payment_method: po.paymentMethod,
    payment_terms: po.paymentTerms,
    bank_name: po.bankName,
    bank_account_name: po.bankAccountName,
    bank_account_number: po.bankAccountNumber,
    notes: po.notes,
    note_code: po.noteCode,
    subtotal: po.subtotal,
    tax: po.tax,
    total_amount: po.totalAmount,
    withTax: po.withTax,
    taxRate: Number(po.taxRate),
    items: items.map(({ item, skuName, unitAmount, unit }) => ({
      id: item.id,
      item_name: item.itemName,
      sku: item.skuId,
      sku_name: skuName,
      unit_amount: Number(unitAmount),
      unit,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      total_price: item.totalPrice,
      quantity_received: item.quantityReceived,
    })),
    inbounds: inbounds.map(({ inbound, userName }) => ({
      id: inbound.id,
      created_at: inbound.createdAt.toISOString(),
      created_by: { id: inbound.createdBy, name: userName },
      items: received
        .filter((r) => r.line.inboundId === inbound.id)
        .map(({ line, itemName }) => ({
          item_id: line.purchaseOrderItemId,
          item_name: itemName,
          quantity_received: line.quantityReceived,
          received_at: line.receivedAt,
          notes: line.notes,
          // Only a line received as a lot has one.
          ...(expiryOf.get(line.id) ? { expiry_date: expiryOf.get(line.id) } : {}),
        })),
    })),
    created_at: po.createdAt.toISOString(),
    updated_at: po.updatedAt.toISOString(),
  };
}

/**
 * `PO-<year>-<month>-<sequence>`: this Jakarta month, and one more than the highest sequence in
 * use (numbers not in this shape are not counted), at least four digits.
 */
export const nextPurchaseOrderNumber = (db: DbOrTx, now = Date.now()): Promise<string> =>
  nextDocumentNumber(db, PURCHASE_ORDER_NUMBERS, now);
