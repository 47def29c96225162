// What the sale in the cart costs, as the server prices it (quoteCounterOrder), asked again as the
// cart, the order type, the payment method or the voucher changes. Notes do not change a price, so typing one
// asks nothing.
import { quoteCounterOrder } from '@generated/hooks/tax/tax';
import type { CounterQuoteRequest } from '@generated/model';
import { useQuote, type Quote } from '@/components/order-amounts/use-quote';
import type { CartLine } from './cart';

export type CounterQuote = Quote;

export interface QuoteAsk {
  outletId: number;
  orderType: CounterQuoteRequest['order_type'];
  paymentMethod: CounterQuoteRequest['payment_method'];
  lines: readonly CartLine[];
  /** The voucher typed at the counter, if any. */
  voucherCode?: string;
}

/** The quote request for the cart: its lines with their options and the voucher, without notes. */
export function quoteRequest(ask: QuoteAsk): CounterQuoteRequest {
  const voucher = ask.voucherCode?.trim();
  return {
    ...(voucher ? { voucher_code: voucher } : {}),
    outlet_id: ask.outletId,
    order_type: ask.orderType,
    payment_method: ask.paymentMethod,
    items: ask.lines.map((line) => ({
      sku_id: line.sku_id,
      quantity: line.quantity,
      ...(line.options && line.options.length > 0
        ? { options: line.options.map((o) => ({ modifier_option_id: o.modifier_option_id })) }
        : {}),
    })),
  };
}

export function useCounterQuote(ask: QuoteAsk): CounterQuote {
  return useQuote('quoteCounterOrder', quoteRequest(ask), (body, signal) => quoteCounterOrder(body, undefined, signal));
}
