// The sales life cycle's decisions, table by table, with no database: where an order may move and
// what each move does to its invoice and stock, which invoices can be paid, which orders count as
// sales, and what every provider outcome does to every state of a sale.
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, ORDER_STATUSES } from '../../../src/db/schema';
import {
  countsAsSale,
  isPayable,
  lapses,
  mayMove,
  maySayMade,
  moveEffects,
  moveRefused,
  NEXT_STATUSES,
  paymentRequestRefused,
  statusAfterRequest,
  statusNow,
  wasPaid,
  type MoveEffects,
} from '../../../src/services/sales/life-cycle';
import {
  chargeOf,
  paymentEffect,
  type PaymentEffect,
  type SaleFacts,
} from '../../../src/services/sales/payment-outcomes';
import { INVOICE, ORDER, ORDER_STATUS_NAMES, type OrderStatusChange } from '../../../src/services/sales/states';

const { CREATED, PAID, PREPARING, READY_TO_PICKUP, PICKED_UP, COMPLETED, CANCELLED } = ORDER;
const { UNPAID, EXPIRED, FAILED, REFUNDED } = INVOICE;

describe('the vocabulary', () => {
  it("is the contract's: every order and invoice status by its contract name", () => {
    expect(ORDER).toEqual({
      CREATED: 0,
      PAID: 100,
      PREPARING: 200,
      READY_TO_PICKUP: 300,
      PICKED_UP: 350,
      COMPLETED: 400,
      CANCELLED: 500,
    });
    expect(INVOICE).toEqual({ UNPAID: 0, PAID: 100, EXPIRED: 200, FAILED: 300, REFUNDED: 400 });
    expect(ORDER_STATUSES).toEqual(Object.values(ORDER));
    expect(INVOICE_STATUSES).toEqual(Object.values(INVOICE));
    expect(ORDER_STATUS_NAMES[READY_TO_PICKUP]).toBe('READY_TO_PICKUP');
  });
});

describe('moves of an order', () => {
  // Every pair of statuses: allowed exactly where the contract's table says.
  const allowed: [number, number[]][] = [
    [CREATED, [PAID, CANCELLED]],
    [PAID, [PREPARING, CANCELLED]],
    [PREPARING, [READY_TO_PICKUP, CANCELLED]],
    [READY_TO_PICKUP, [PICKED_UP, CANCELLED]],
    [PICKED_UP, [COMPLETED, CANCELLED]],
    [COMPLETED, [CANCELLED]],
    [CANCELLED, []],
  ];
  it.each(allowed)('from %i go only to %j', (from, to) => {
    expect(NEXT_STATUSES[from as 0]).toEqual(to);
    for (const target of ORDER_STATUSES) expect(mayMove(from as 0, target)).toBe(to.includes(target));
  });

  it('say why a move is refused, by the statuses’ names', () => {
    expect(moveRefused(PAID, READY_TO_PICKUP)).toBe('Order status cannot change from PAID to READY_TO_PICKUP');
    expect(moveRefused(COMPLETED, PREPARING)).toBe('Order status cannot change from COMPLETED to PREPARING');
    expect(moveRefused(CANCELLED, PAID)).toBe('Order status cannot change from CANCELLED: it is final');
  });

  const unpaid = { status: UNPAID, paidThroughProvider: false } as const;
  const counter = { status: INVOICE.PAID, paidThroughProvider: false } as const;
  const provider = { status: INVOICE.PAID, paidThroughProvider: true } as const;
  const effects: [string, number, OrderStatusChange, Parameters<typeof moveEffects>[2], MoveEffects][] = [
    ['paid at the counter', CREATED, PAID, unpaid, { invoice: 'pay', stock: 'book' }],
    [
      'paid after a failed attempt',
      CREATED,
      PAID,
      { status: FAILED, paidThroughProvider: false },
      { invoice: 'pay', stock: 'book' },
    ],
    ['paid when the invoice already is', CREATED, PAID, counter, { invoice: 'none', stock: 'book' }],
    ['prepared', PAID, PREPARING, counter, { invoice: 'none', stock: 'none' }],
    ['picked up', READY_TO_PICKUP, PICKED_UP, provider, { invoice: 'none', stock: 'none' }],
    ['completed', PICKED_UP, COMPLETED, provider, { invoice: 'none', stock: 'none' }],
    ['cancelled unpaid', CREATED, CANCELLED, unpaid, { invoice: 'expire', stock: 'none' }],
    [
      'cancelled after a failed attempt',
      CREATED,
      CANCELLED,
      { status: FAILED, paidThroughProvider: false },
      { invoice: 'expire', stock: 'none' },
    ],
    [
      'cancelled when its invoice expired',
      CREATED,
      CANCELLED,
      { status: EXPIRED, paidThroughProvider: false },
      { invoice: 'none', stock: 'none' },
    ],
    ['cancelled, paid at the counter', PAID, CANCELLED, counter, { invoice: 'refund_at_counter', stock: 'give_back' }],
    [
      'cancelled, paid through a provider',
      PREPARING,
      CANCELLED,
      provider,
      { invoice: 'ask_refund', stock: 'give_back' },
    ],
    ['cancelled when ready', READY_TO_PICKUP, CANCELLED, provider, { invoice: 'ask_refund', stock: 'give_back' }],
    // Handed over: the drinks left with the customer, so what they used is waste, never stock again.
    [
      'cancelled once picked up, paid at the counter',
      PICKED_UP,
      CANCELLED,
      counter,
      { invoice: 'refund_at_counter', stock: 'write_off' },
    ],
    ['cancelled once completed', COMPLETED, CANCELLED, provider, { invoice: 'ask_refund', stock: 'write_off' }],
    ['paid with no invoice', CREATED, PAID, null, { invoice: 'none', stock: 'book' }],
  ];
  it.each(effects)(
    '%s: does what the life cycle says to the invoice and the stock',
    (_name, from, to, invoice, expected) => {
      expect(moveEffects(from as 0, to, invoice)).toEqual(expected);
    },
  );

  it('a cancellation says whether the cups were made while they may be; once handed over they were', () => {
    const says = ORDER_STATUSES.filter((from) => maySayMade(from, CANCELLED));
    expect(says).toEqual([PREPARING, READY_TO_PICKUP, PICKED_UP, COMPLETED]);
    expect(maySayMade(PICKED_UP, COMPLETED)).toBe(false);
    const provider = { status: INVOICE.PAID, paidThroughProvider: true } as const;
    expect(moveEffects(PREPARING, CANCELLED, provider, true).stock).toBe('write_off');
    expect(moveEffects(PAID, CANCELLED, provider, true).stock).toBe('give_back');
    for (const from of [PICKED_UP, COMPLETED] as const)
      for (const made of [true, false]) expect(moveEffects(from, CANCELLED, provider, made).stock).toBe('write_off');
  });
});

describe('sales and payable invoices', () => {
  it('an order counts as a sale from its payment to its completion, never before payment nor once cancelled', () => {
    const sales = ORDER_STATUSES.filter(countsAsSale);
    expect(sales).toEqual([PAID, PREPARING, READY_TO_PICKUP, PICKED_UP, COMPLETED]);
  });

  it.each([
    [UNPAID, true, false],
    [INVOICE.PAID, false, true],
    [EXPIRED, false, false],
    [FAILED, true, false],
    [REFUNDED, false, true],
  ])('invoice %i: payable %s, paid %s', (status, payable, paid) => {
    expect(isPayable(status as 0)).toBe(payable);
    expect(wasPaid(status as 0)).toBe(paid);
  });

  it.each([
    [UNPAID, false, UNPAID],
    [UNPAID, true, EXPIRED],
    [FAILED, true, EXPIRED],
    [INVOICE.PAID, true, INVOICE.PAID],
    [REFUNDED, true, REFUNDED],
    [EXPIRED, false, EXPIRED],
  ])('invoice %i, lapsed %s, reads %i now', (status, lapsed, now) => {
    expect(statusNow(status as 0, lapsed)).toBe(now);
  });

  it('an unpaid order lapses only once its payable invoice is past its time', () => {
    expect(lapses(CREATED, UNPAID, true)).toBe(true);
    expect(lapses(CREATED, FAILED, true)).toBe(true);
    expect(lapses(CREATED, UNPAID, false)).toBe(false);
    expect(lapses(CREATED, INVOICE.PAID, true)).toBe(false);
    expect(lapses(PAID, UNPAID, true)).toBe(false);
  });

  it('payment instructions are refused for a paid or lapsed invoice; a new request puts a failed one back to unpaid', () => {
    expect(paymentRequestRefused(INVOICE.PAID, false)).toBe('paid');
    expect(paymentRequestRefused(REFUNDED, true)).toBe('paid');
    expect(paymentRequestRefused(EXPIRED, false)).toBe('expired');
    expect(paymentRequestRefused(UNPAID, true)).toBe('expired');
    expect(paymentRequestRefused(FAILED, false)).toBeNull();
    expect(statusAfterRequest(FAILED)).toBe(UNPAID);
    expect(statusAfterRequest(UNPAID)).toBe(UNPAID);
  });
});

describe('the charge a notice names', () => {
  const requests = [
    { reference: 'INV-20261126-00041', provider: 'midtrans' as const },
    { reference: 'INV-20261126-00041~2', provider: 'xendit' as const },
    { reference: 'INV-20261126-00041~3', provider: 'simulated' as const },
    { reference: 'INV-20261126-00041~4', provider: 'simulated' as const },
  ];
  it.each([
    ['midtrans', 'INV-20261126-00041', requests[0]],
    ['xendit', 'INV-20261126-00041~2', requests[1]],
    ['midtrans', 'INV-20261126-00041~2', null],
    ['xendit', 'INV-20261126-00041', null],
    ['midtrans', 'INV-20261126-00041~9', null],
    ['simulated', null, requests[3]],
  ] as const)('%s under %s is %j', (provider, chargeReference, expected) => {
    expect(chargeOf({ provider, chargeReference }, requests)).toEqual(expected);
  });

  it('is none for an invoice whose payment nobody was asked for', () => {
    expect(chargeOf({ provider: 'midtrans', chargeReference: 'INV-20261126-00041' }, [])).toBeNull();
    expect(chargeOf({ provider: 'simulated', chargeReference: null }, [])).toBeNull();
  });
});

describe('what a provider outcome does', () => {
  const charge = { reference: 'INV-20261126-00041', provider: 'midtrans' as const };
  const open: SaleFacts = { order: CREATED, invoice: UNPAID, amount: 69000, refundStatus: null };
  const paidSale: SaleFacts = { order: PAID, invoice: INVOICE.PAID, amount: 69000, refundStatus: null };
  const rupiah = (outcome: Parameters<typeof paymentEffect>[0]['outcome'], cents: number | null = 6_900_000) => ({
    outcome,
    amountCents: cents,
    currency: 'IDR',
  });
  const cases: [string, Parameters<typeof paymentEffect>[0], typeof charge | null, SaleFacts, PaymentEffect][] = [
    ['a payment of the amount pays', rupiah('paid'), charge, open, { effect: 'pay' }],
    ['a payment after a failed attempt pays', rupiah('paid'), charge, { ...open, invoice: FAILED }, { effect: 'pay' }],
    ['a payment with no currency stated pays', { ...rupiah('paid'), currency: null }, charge, open, { effect: 'pay' }],
    [
      'a payment in another currency is refused',
      { ...rupiah('paid'), currency: 'USD' },
      charge,
      open,
      { effect: 'refuse', reason: 'not_rupiah' },
    ],
    [
      'a payment a Midtrans notice leaves without currency is refused',
      { ...rupiah('paid'), currency: '' },
      charge,
      open,
      { effect: 'refuse', reason: 'not_rupiah' },
    ],
    [
      'a payment of no charge of the invoice is refused',
      rupiah('paid'),
      null,
      open,
      { effect: 'refuse', reason: 'not_its_charge' },
    ],
    [
      'a pending notice of no charge of the invoice is refused',
      rupiah('none'),
      null,
      open,
      { effect: 'refuse', reason: 'not_its_charge' },
    ],
    [
      'a payment of another amount is kept for staff',
      rupiah('paid', 6_000_000),
      charge,
      open,
      { effect: 'alert', reason: 'AMOUNT_MISMATCH', amount: 60000 },
    ],
    [
      'a payment naming no amount is kept for staff',
      rupiah('paid', null),
      charge,
      open,
      { effect: 'alert', reason: 'AMOUNT_MISMATCH', amount: 0 },
    ],
    [
      'a payment of an expired invoice is kept for staff',
      rupiah('paid'),
      charge,
      { ...open, order: CANCELLED, invoice: EXPIRED },
      { effect: 'alert', reason: 'PAID_WHEN_CLOSED', amount: 69000 },
    ],
    [
      'a payment of a cancelled order is kept for staff',
      rupiah('paid'),
      charge,
      { ...open, order: CANCELLED },
      { effect: 'alert', reason: 'PAID_WHEN_CLOSED', amount: 69000 },
    ],
    ['a payment repeated changes nothing', rupiah('paid'), charge, paidSale, { effect: 'none' }],
    [
      'a payment of a refunded invoice changes nothing',
      rupiah('paid'),
      charge,
      { ...paidSale, invoice: REFUNDED },
      { effect: 'none' },
    ],
    ['pending changes nothing', rupiah('none'), charge, open, { effect: 'none' }],
    ['a failure of an unpaid invoice fails it', rupiah('failed'), charge, open, { effect: 'fail' }],
    ['a failure repeated changes nothing', rupiah('failed'), charge, { ...open, invoice: FAILED }, { effect: 'none' }],
    ['a failure of a paid invoice changes nothing', rupiah('failed'), charge, paidSale, { effect: 'none' }],
    ['an expiry cancels the unpaid order', rupiah('expired'), charge, open, { effect: 'expire', cancelOrder: true }],
    [
      'an expiry of an invoice whose order moved on expires the invoice alone',
      rupiah('expired'),
      charge,
      { ...open, order: PAID },
      { effect: 'expire', cancelOrder: false },
    ],
    ['an expiry of a paid invoice changes nothing', rupiah('expired'), charge, paidSale, { effect: 'none' }],
    [
      'a refund asked for is done',
      rupiah('refunded'),
      charge,
      { ...paidSale, refundStatus: 'PENDING' },
      { effect: 'refunded' },
    ],
    [
      'a refund asked again is done',
      rupiah('refunded'),
      charge,
      { ...paidSale, refundStatus: 'FAILED' },
      { effect: 'refunded' },
    ],
    ['a refund nobody asked for changes nothing', rupiah('refunded'), charge, paidSale, { effect: 'none' }],
    [
      'a refund that failed at the provider fails',
      rupiah('refund_failed'),
      charge,
      { ...paidSale, refundStatus: 'PENDING' },
      { effect: 'refund_failed' },
    ],
    [
      'a refund failure repeated changes nothing',
      rupiah('refund_failed'),
      charge,
      { ...paidSale, refundStatus: 'FAILED' },
      { effect: 'none' },
    ],
  ];
  it.each(cases)('%s', (_name, notice, named, sale, expected) => {
    expect(paymentEffect(notice, named, sale)).toEqual(expected);
  });
});
