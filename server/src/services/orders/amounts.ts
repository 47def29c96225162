// An order's amounts as the API writes them, from the columns the one pricing function froze on it
// (../sales/pricing): rates in percent, every amount whole rupiah.
import { orders } from '../../db/schema';
import { percentFromBasisPoints } from '../sales/pricing';

/** The columns to select for orderAmounts. */
export const amountColumns = {
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  serviceCharge: orders.serviceCharge,
  taxBase: orders.taxBase,
  tax: orders.tax,
  taxIncluded: orders.taxIncluded,
  rounding: orders.rounding,
  totalAmount: orders.totalAmount,
  pbjtRateBp: orders.pbjtRateBp,
  serviceChargeBp: orders.serviceChargeBp,
  pricesIncludeTax: orders.pricesIncludeTax,
};

export interface AmountRow {
  subtotal: number;
  discountTotal: number;
  serviceCharge: number;
  taxBase: number;
  tax: number;
  taxIncluded: number;
  rounding: number;
  totalAmount: number;
  pbjtRateBp: number;
  serviceChargeBp: number;
  pricesIncludeTax: boolean;
}

export function orderAmounts(row: AmountRow) {
  return {
    subtotal: row.subtotal,
    discount_total: row.discountTotal,
    service_charge: row.serviceCharge,
    tax_base: row.taxBase,
    tax: row.tax,
    tax_included: row.taxIncluded,
    rounding: row.rounding,
    total_amount: row.totalAmount,
    pbjt_rate_percent: percentFromBasisPoints(row.pbjtRateBp),
    service_charge_percent: percentFromBasisPoints(row.serviceChargeBp),
    prices_include_tax: row.pricesIncludeTax,
  };
}
