// A quote as the server would answer it, worked out from a menu for component tests: the lines at
// their selling prices with the options' deltas, a service charge on the order types given, PBJT
// added to the prices or carried inside them, and cash rounding to the nearest unit.
import { http, HttpResponse } from 'msw';
import type { OrderQuote } from '@generated/model';
import { cupPrice, type PickGroup } from '@/components/cup-options/options';

export interface QuoteCharges {
  pbjtPercent: number;
  pricesIncludeTax: boolean;
  servicePercent?: number;
  serviceOrderTypes?: string[];
  cashRounding?: number;
}

export interface QuotedProduct {
  sku_id: number;
  price: number;
  discounted_price: number | null;
  modifier_groups: readonly PickGroup[];
}

interface AskedLine {
  sku_id: number;
  quantity: number;
  options?: { modifier_option_id: number }[];
}

export interface QuoteAsked {
  order_type?: string;
  payment_method?: string;
  items: AskedLine[];
}

export function priceQuote(menu: readonly QuotedProduct[], charges: QuoteCharges, asked: QuoteAsked): OrderQuote {
  const lines = asked.items.map((line) => {
    const product = menu.find((p) => p.sku_id === line.sku_id)!;
    const base = product.discounted_price ?? product.price;
    const price = cupPrice(
      base,
      product.modifier_groups,
      (line.options ?? []).map((o) => o.modifier_option_id),
    );
    return { sku_id: line.sku_id, quantity: line.quantity, price, subtotal: price * line.quantity, discount: 0 };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const servicePercent = (charges.serviceOrderTypes ?? []).includes(asked.order_type ?? 'pickup')
    ? (charges.servicePercent ?? 0)
    : 0;
  const service = Math.round((subtotal * servicePercent) / 100);
  const rate = charges.pbjtPercent;
  const taxed = subtotal + service;
  const tax = charges.pricesIncludeTax ? Math.round((taxed * rate) / (100 + rate)) : Math.round((taxed * rate) / 100);
  const due = charges.pricesIncludeTax ? taxed : taxed + tax;
  const unit = asked.payment_method === 'cash' ? (charges.cashRounding ?? 0) : 0;
  const rounding = unit > 0 ? Math.round(due / unit) * unit - due : 0;
  return {
    lines,
    subtotal,
    discount_total: 0,
    discounts: [],
    service_charge: service,
    tax_base: charges.pricesIncludeTax ? taxed - tax : taxed,
    tax,
    tax_included: charges.pricesIncludeTax ? tax : 0,
    rounding,
    total_amount: due + rounding,
    pbjt_rate_percent: rate,
    service_charge_percent: servicePercent,
    prices_include_tax: charges.pricesIncludeTax,
  };
}

/** A handler pricing every quote sent to `path` from `menu`, recording what was asked. */
export function quoteHandler(path: string, menu: readonly QuotedProduct[], charges: QuoteCharges) {
  const asked: QuoteAsked[] = [];
  const handler = http.post(`*${path}`, async ({ request }) => {
    const body = (await request.json()) as QuoteAsked;
    asked.push(body);
    return HttpResponse.json({ data: priceQuote(menu, charges, body) });
  });
  return { handler, asked };
}
