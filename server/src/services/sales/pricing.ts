// The one pricing function every door sells through: what an order's lines cost, from the products'
// prices as they stand when it is placed, and what the customer pays on top of them or inside them
// (service charge, PBJT, cash rounding), from the outlet's and the chain's settings as they stand
// then. Pure: the caller reads the prices and settings and freezes the answer on the order, so a
// later price or rate change never moves an order already placed.
//
// A cup's unit price is the product's (discounted) price plus each chosen option's price delta
// (Large +5,000, oat milk +4,000, 0 % sugar 0); a delta may be negative (a small cup), and a cup
// whose options take off more than its price sells at 0, never below.
//
// Rounding: every amount is whole rupiah. Prices and deltas are whole rupiah and lines multiply
// them by whole quantities, so nothing here has a fraction to round; an amount that is not a whole
// number of rupiah (a price, delta or quantity with a fraction, or past 2^53) is refused rather
// than rounded, so a wrong input can never turn into a quietly different charge.

export interface SkuPrice {
  /** The price in whole rupiah. */
  price: number;
  /** The discounted price in whole rupiah; 0 when the product has none. */
  discountedPrice: number;
}

export interface LineToPrice<Line> {
  line: Line;
  sku: SkuPrice;
  quantity: number;
  /** The chosen options' price deltas per cup, in whole rupiah (negative for a cheaper choice). */
  optionDeltas?: readonly number[];
}

export type PricedLine<Line> = Line & {
  /** How many units. */
  quantity: number;
  /** What one unit costs: the discounted price when there is one, else the price, plus the option deltas (at least 0). */
  price: number;
  /** quantity × price. */
  subtotal: number;
  /** The line's share of the order's discounts: Σ over `discounts` of its share of this line. */
  discount: number;
};

/**
 * A discount the order takes: a promotion's (with the voucher code it used) or points redeemed
 * (`promotionId` null). `lines` is its share of each line it applied to (by the line's position),
 * adding up to `amount`.
 */
export interface AppliedDiscount {
  promotionId: number | null;
  name: string;
  amount: number;
  fundedBy: 'brand' | 'outlet';
  /** The voucher code used, and its row; null when the promotion needs none. */
  code: string | null;
  codeId: number | null;
  /** Points spent (points redeemed only). */
  points: number;
  lines: { line: number; amount: number }[];
}

export interface PricedOrder<Line> extends OrderAmounts {
  lines: PricedLine<Line>[];
  discounts: AppliedDiscount[];
}

function wholeRupiah(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${what} must be whole rupiah, got ${amount}`);
  return amount;
}

/** The unit price a product sells at: its discounted price when it has one (above 0), else its price. */
export function unitPrice(sku: SkuPrice): number {
  const price = wholeRupiah(sku.price, 'A price');
  const discounted = wholeRupiah(sku.discountedPrice, 'A discounted price');
  return discounted > 0 ? discounted : price;
}

/** What one cup sells at: the product's unit price plus its options' deltas, never below 0. */
export function cupPrice(sku: SkuPrice, optionDeltas: readonly number[] = []): number {
  const deltas = optionDeltas.reduce((sum, delta) => {
    if (!Number.isSafeInteger(delta)) throw new RangeError(`A price delta must be whole rupiah, got ${delta}`);
    return sum + delta;
  }, 0);
  return wholeRupiah(Math.max(0, unitPrice(sku) + deltas), 'A unit price');
}

/** The discounts an order takes, from its priced lines (`lines` in each discount index into them). */
export type DiscountsFor<Line> = (lines: readonly PricedLine<Line>[]) => readonly AppliedDiscount[];

/**
 * Prices an order: its lines (each with its product's prices and its options' deltas), then the
 * discounts `discountsFor` takes off them (promotions, then points; ../promotions/engine), then its
 * charges under `charges` (none when left out) on what is left, rounded for cash when `paidInCash`.
 * Each line's `discount` is the sum of its shares of the discounts, never more than its subtotal.
 */
export function priceOrder<Line>(
  lines: readonly LineToPrice<Line>[],
  charges: Charges = NO_CHARGES,
  paidInCash = false,
  discountsFor?: DiscountsFor<Line>,
): PricedOrder<Line> {
  const priced = lines.map(({ line, sku, quantity, optionDeltas }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`A quantity must be a whole number from 1, got ${quantity}`);
    const price = cupPrice(sku, optionDeltas);
    return { ...line, quantity, price, subtotal: wholeRupiah(price * quantity, 'A line subtotal'), discount: 0 };
  });
  const subtotal = wholeRupiah(
    priced.reduce((sum, line) => sum + line.subtotal, 0),
    'A subtotal',
  );
  const discounts = discountsFor ? [...discountsFor(priced)] : [];
  let discountTotal = 0;
  for (const discount of discounts) {
    const shares = discount.lines.reduce((sum, share) => sum + wholeRupiah(share.amount, 'A discount share'), 0);
    if (shares !== wholeRupiah(discount.amount, 'A discount'))
      throw new RangeError(`${discount.name}: its line shares come to ${shares}, not ${discount.amount}`);
    for (const share of discount.lines) {
      const line = priced[share.line];
      if (!line) throw new RangeError(`${discount.name}: no line ${share.line}`);
      line.discount += share.amount;
      if (line.discount > line.subtotal)
        throw new RangeError(`Line ${share.line}'s discounts of ${line.discount} are more than ${line.subtotal}`);
    }
    discountTotal += discount.amount;
  }
  return { lines: priced, discounts, ...orderAmounts(subtotal, discountTotal, charges, paidInCash) };
}

// ---------------------------------------------------------------------------------------------
// Charges: service charge, PBJT and cash rounding.
//
// Rates are whole basis points (hundredths of a percent: 10 % is 1000, 2.5 % is 250), so a rate
// with two decimals is exact. Every percentage of an amount is rounded once, half up, to whole
// rupiah (Rp 1,234 × 5 % = 61.7 → 62; 61.5 → 62; 61.49 → 61), in BigInt so no amount loses a
// rupiah to floating point. In order:
//
// 1. net = subtotal − discount (discounts reduce the base).
// 2. Prices without tax: service = net × service rate; tax base = net, plus service when the
//    service charge is taxable; PBJT = tax base × PBJT rate; the customer pays net + service + PBJT.
//    Bapenda DKI's example: 100,000 − 20,000 = 80,000; service 5 % = 4,000; PBJT 10 % of 84,000 =
//    8,400; total 92,400.
// 3. Prices with tax: the PBJT inside the menu prices is carved out: goods base = net × 100 /
//    (100 + rate), rounded half up, and the PBJT included = net − goods base (22,000 at 10 % → base
//    20,000, PBJT 2,000), so the customer pays the menu price. Service = goods base × service rate
//    (never a charge on the tax); when it is taxable its PBJT (service × rate) is added on top.
//    Tax base = goods base (+ service when taxable); PBJT = included + the service's.
// 4. Exempt (PBJT off): no PBJT, a tax base of 0, prices as they are.
// 5. Cash rounding, for cash payments only: the amount due goes to the nearest multiple of the
//    unit, half up (23,450 → 23,500 is +50; 23,420 → 23,400 is −20); the difference is its own
//    line. QRIS, cards and online payments are never rounded.
//
// So: total = subtotal − discount + service + PBJT − PBJT included + rounding, to the rupiah.
// ---------------------------------------------------------------------------------------------

/** The units cash may be rounded to; 0 is none. */
export const CASH_ROUNDING_UNITS = [0, 100, 500, 1000] as const;
export type CashRoundingUnit = (typeof CASH_ROUNDING_UNITS)[number];

/** The most PBJT a region may charge on food and drink (UU 1/2022, art. 58): 10 %. */
export const PBJT_MAX_BASIS_POINTS = 1000;
/** The highest service charge an outlet may set: 20 %. */
export const SERVICE_CHARGE_MAX_BASIS_POINTS = 2000;

/** What an order is charged beyond its lines, resolved for its outlet and order type. */
export interface Charges {
  /** The PBJT rate in basis points; 0 when the outlet is exempt. */
  pbjtBasisPoints: number;
  /** Whether PBJT is charged at all (an exempt outlet: false). */
  pbjtEnabled: boolean;
  /** The service charge rate in basis points; 0 when the order type carries none. */
  serviceChargeBasisPoints: number;
  /** Whether the service charge is part of the PBJT base. */
  serviceChargeTaxable: boolean;
  /** Whether menu prices already include PBJT. */
  pricesIncludeTax: boolean;
  /** The unit a cash payment's amount due is rounded to; 0 for none. */
  cashRoundingUnit: CashRoundingUnit;
}

export const NO_CHARGES: Charges = {
  pbjtBasisPoints: 0,
  pbjtEnabled: false,
  serviceChargeBasisPoints: 0,
  serviceChargeTaxable: false,
  pricesIncludeTax: false,
  cashRoundingUnit: 0,
};

/** An outlet's tax settings and the chain's, as stored. */
export interface ChargeSettings {
  pbjtEnabled: boolean;
  pbjtBasisPoints: number;
  serviceChargeBasisPoints: number;
  serviceChargeOrderTypes: readonly string[];
  serviceChargeTaxable: boolean;
  pricesIncludeTax: boolean;
  cashRoundingUnit: number;
}

/** The charges an order of this type owes at an outlet with these settings. */
export function chargesFor(settings: ChargeSettings, orderType: string): Charges {
  const unit = settings.cashRoundingUnit;
  if (!CASH_ROUNDING_UNITS.includes(unit as CashRoundingUnit))
    throw new RangeError(`A cash rounding unit must be one of ${CASH_ROUNDING_UNITS.join(', ')}, got ${unit}`);
  return {
    pbjtEnabled: settings.pbjtEnabled,
    pbjtBasisPoints: settings.pbjtEnabled ? rate(settings.pbjtBasisPoints, PBJT_MAX_BASIS_POINTS, 'A PBJT rate') : 0,
    serviceChargeBasisPoints: settings.serviceChargeOrderTypes.includes(orderType)
      ? rate(settings.serviceChargeBasisPoints, SERVICE_CHARGE_MAX_BASIS_POINTS, 'A service charge rate')
      : 0,
    serviceChargeTaxable: settings.serviceChargeTaxable,
    pricesIncludeTax: settings.pricesIncludeTax,
    cashRoundingUnit: unit as CashRoundingUnit,
  };
}

/** An order's amounts, every one whole rupiah, as frozen on the order. */
export interface OrderAmounts {
  /** Sum of the lines' subtotals. */
  subtotal: number;
  /** Discounts on the whole order (promotions, vouchers). */
  discountTotal: number;
  serviceCharge: number;
  /** What PBJT is charged on; 0 when exempt. */
  taxBase: number;
  /** PBJT, whether added to the bill or included in the prices. */
  tax: number;
  /** The part of `tax` that was inside the menu prices (0 when prices exclude tax). */
  taxIncluded: number;
  /** Cash rounding: what the amount due moved by (negative when rounded down). */
  rounding: number;
  /** What the customer pays, and the invoice asks for. */
  total: number;
  /** The rates used, frozen with the amounts. */
  pbjtBasisPoints: number;
  serviceChargeBasisPoints: number;
  pricesIncludeTax: boolean;
}

function rate(basisPoints: number, max: number, what: string): number {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > max)
    throw new RangeError(`${what} must be whole basis points from 0 to ${max}, got ${basisPoints}`);
  return basisPoints;
}

/** amount × numerator / denominator, rounded half up to whole rupiah (amount ≥ 0). */
function share(amount: number, numerator: number, denominator: number): number {
  const n = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** A percentage (in basis points) of an amount, half up. */
export const percentOf = (amount: number, basisPoints: number) => share(amount, basisPoints, 10_000);

/** The amount due rounded for cash to the nearest multiple of `unit`, half up; as it is for 0. */
export function roundCash(amount: number, unit: CashRoundingUnit): number {
  if (unit === 0) return amount;
  return share(amount, 1, unit) * unit;
}

/** An order's amounts from its subtotal and discount (see the rules above). */
export function orderAmounts(
  subtotal: number,
  discountTotal: number,
  charges: Charges,
  paidInCash: boolean,
): OrderAmounts {
  wholeRupiah(subtotal, 'A subtotal');
  wholeRupiah(discountTotal, 'A discount');
  if (discountTotal > subtotal) throw new RangeError(`A discount of ${discountTotal} is more than ${subtotal}`);
  const net = subtotal - discountTotal;
  const taxRate = charges.pbjtEnabled ? charges.pbjtBasisPoints : 0;
  const serviceRate = charges.serviceChargeBasisPoints;

  let goodsBase = net;
  let taxIncluded = 0;
  if (charges.pricesIncludeTax && charges.pbjtEnabled) {
    goodsBase = share(net, 10_000, 10_000 + taxRate);
    taxIncluded = net - goodsBase;
  }
  const serviceCharge = percentOf(goodsBase, serviceRate);
  const serviceBase = charges.serviceChargeTaxable ? serviceCharge : 0;
  let taxBase = 0;
  let tax = 0;
  if (charges.pbjtEnabled) {
    taxBase = goodsBase + serviceBase;
    tax = charges.pricesIncludeTax ? taxIncluded + percentOf(serviceBase, taxRate) : percentOf(taxBase, taxRate);
  }
  const due = net + serviceCharge + tax - taxIncluded;
  const paid = paidInCash ? roundCash(due, charges.cashRoundingUnit) : due;
  return {
    subtotal,
    discountTotal,
    serviceCharge,
    taxBase,
    tax,
    taxIncluded,
    rounding: paid - due,
    total: wholeRupiah(paid, 'A total'),
    pbjtBasisPoints: taxRate,
    serviceChargeBasisPoints: serviceRate,
    pricesIncludeTax: charges.pricesIncludeTax,
  };
}

/** A rate in basis points as the API writes it, in percent (1000 → 10, 250 → 2.5). */
export const percentFromBasisPoints = (basisPoints: number) => basisPoints / 100;

/** A percent with at most two decimals in basis points (10 → 1000, 2.5 → 250); null when it has more decimals. */
export function basisPointsFromPercent(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  return Number.isFinite(percent) && Math.abs(percent * 100 - basisPoints) < 1e-6 ? basisPoints : null;
}
