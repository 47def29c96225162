// An outlet's PBJT and service charge (db/schema/outlets): read for the outlet form's Tax tab and
// replaced as a whole. Rates travel in percent with at most two decimals and are stored in basis
// points. Orders freeze the rates they were priced with, so a change reaches only the orders placed
// after it commits (placement reads these columns in its own transaction).
import { eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets } from '../../db/schema';
import { recordChange, snapshot } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import {
  basisPointsFromPercent,
  PBJT_MAX_BASIS_POINTS,
  percentFromBasisPoints,
  SERVICE_CHARGE_MAX_BASIS_POINTS,
} from '../sales/pricing';

type OutletTaxDto = components['schemas']['OutletTax'];
type OutletTaxInput = components['schemas']['OutletTaxInput'];
type OrderType = components['schemas']['ServiceChargeOrderType'];

/** The order types in the order the form lists them. */
const ORDER_TYPES: readonly OrderType[] = ['dine_in', 'takeaway', 'pickup'];

const columns = {
  pbjtEnabled: outlets.pbjtEnabled,
  pbjtRateBp: outlets.pbjtRateBp,
  serviceChargeBp: outlets.serviceChargeBp,
  serviceChargeOrderTypes: outlets.serviceChargeOrderTypes,
  serviceChargeTaxable: outlets.serviceChargeTaxable,
  npwpd: outlets.npwpd,
};

type TaxRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toDto(row: TaxRow): OutletTaxDto {
  return {
    pbjt_enabled: row.pbjtEnabled,
    pbjt_rate_percent: percentFromBasisPoints(row.pbjtRateBp),
    service_charge_percent: percentFromBasisPoints(row.serviceChargeBp),
    service_charge_order_types: ORDER_TYPES.filter((type) => row.serviceChargeOrderTypes.includes(type)),
    service_charge_taxable: row.serviceChargeTaxable,
    npwpd: row.npwpd,
  };
}

export async function getOutletTax(db: DbOrTx, outletId: number): Promise<OutletTaxDto> {
  const [row] = await db.select(columns).from(outlets).where(eq(outlets.id, outletId));
  if (!row) throw notFound('Outlet');
  return toDto(row);
}

/** A rate in percent as basis points, refused (naming `field`) outside 0–max or with more than two decimals. */
function rate(percent: number, maxBasisPoints: number, field: string, what: string): number {
  const max = percentFromBasisPoints(maxBasisPoints);
  const basisPoints = basisPointsFromPercent(percent);
  if (basisPoints === null || basisPoints < 0 || basisPoints > maxBasisPoints) {
    if (Number.isFinite(percent) && (percent < 0 || percent > max))
      throw unprocessable(`${what} must be between 0 and ${max} %`, field);
    throw unprocessable(`${what} can have at most two decimals`, field);
  }
  return basisPoints;
}

/** The input checked field by field, in the form's order, as stored. */
function taxValues(input: OutletTaxInput) {
  const pbjtRateBp = rate(input.pbjt_rate_percent, PBJT_MAX_BASIS_POINTS, 'pbjt_rate_percent', 'PBJT rate');
  const serviceChargeBp = rate(
    input.service_charge_percent,
    SERVICE_CHARGE_MAX_BASIS_POINTS,
    'service_charge_percent',
    'Service charge',
  );
  const seen = new Set<OrderType>();
  input.service_charge_order_types.forEach((type, i) => {
    if (seen.has(type)) throw unprocessable('This order type is already listed', `service_charge_order_types.${i}`);
    seen.add(type);
  });
  return {
    pbjtEnabled: input.pbjt_enabled,
    pbjtRateBp,
    serviceChargeBp,
    serviceChargeOrderTypes: ORDER_TYPES.filter((type) => seen.has(type)),
    serviceChargeTaxable: input.service_charge_taxable,
    ...(input.npwpd === undefined ? {} : { npwpd: input.npwpd.trim() }),
  };
}

/**
 * Replaces the outlet's tax settings (its NPWPD kept when left out) and records the change in the
 * audit trail, in one transaction. The outlet row is locked, so a placement at the outlet prices
 * with the settings before or after this change, never a mix.
 */
export async function replaceOutletTax(db: DbOrTx, outletId: number, input: OutletTaxInput): Promise<OutletTaxDto> {
  const values = taxValues(input);
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, outlets, outletId);
    if (!before) throw notFound('Outlet');
    await tx
      .update(outlets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(outlets.id, outletId));
    const after = await snapshot(tx, outlets, outletId);
    await recordChange(tx, { recordType: 'outlet', recordId: outletId, outletId, before, after });
    return getOutletTax(tx, outletId);
  });
}
