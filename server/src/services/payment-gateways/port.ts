// The one port every payment provider is behind: asking for payment instructions (a charge),
// refunding a payment, and reading the provider's notifications, checked as it documents them.
// Each provider is a folder of its own (midtrans/, xendit/, simulated/) holding all four; a new
// provider is a new folder and its line in ./providers. A provider whose key is not configured is
// stood in for by the simulated gateway, with instructions shaped like the provider's.
import type { components } from '../../../../generated/schema';
import type { PAYMENT_METHOD_TYPES, PaymentProviderId } from '../../db/schema';

export type { PaymentProviderId };

/** Each provider as staff know it. */
export const PROVIDER_NAMES: Record<PaymentProviderId, string> = {
  midtrans: 'Midtrans',
  xendit: 'Xendit',
  simulated: 'The simulated gateway',
};

export interface PaymentMethod {
  code: string;
  name: string;
  provider: string;
  methodType: (typeof PAYMENT_METHOD_TYPES)[number];
  partnerId: number;
}

/** A payment gateway as the method a provider is asked to charge or refund. */
export const methodOf = ({ code, name, provider, methodType, partnerId }: PaymentMethod): PaymentMethod => ({
  code,
  name,
  provider,
  methodType,
  partnerId,
});

export interface PaymentInstructionRequest {
  /**
   * The same for a repeated request (same invoice, same method, same amount): a provider that has
   * seen the key answers with the charge it made instead of making a second one.
   */
  idempotencyKey: string;
  /**
   * The invoice's name at the provider for this attempt (Midtrans' order id, Xendit's external and
   * reference id); see providerReference.
   */
  reference: string;
  invoiceNumber: string;
  amount: number;
  expiresAt: Date;
  /** Null for a walk-in, or a customer erased at their request. */
  customer: { name: string | null; phoneNumber: string | null };
  method: PaymentMethod;
  /** Where the sale is made: the city or regency of the invoice's outlet (a QR code's merchant city). */
  city: string;
}

/**
 * A payment page or a virtual account number (exactly one), and a QR code's content for QRIS; a
 * QR code may come without a page (Xendit's).
 */
export interface PaymentInstructions {
  paymentUrl: string | null;
  vaNumber: string | null;
  qrString: string | null;
}

export interface RefundRequest {
  /** The same for a repeated refund of one payment: the provider refunds it once. */
  idempotencyKey: string;
  /** The reference the payment was requested under (see providerReference). */
  reference: string;
  /**
   * The provider's id of the payment, from its paid notification: Xendit refunds a QR payment by
   * it (`qrpy_…`); Midtrans refunds by the order id and does not need it.
   */
  paymentId: string | null;
  amount: number;
  reason: string;
  method: PaymentMethod;
}

/**
 * A refund the provider took: REFUNDED when it is done, PENDING when the provider confirms it later
 * (by notification). `refundId` is the provider's id of the refund, when it gives one.
 */
export interface RefundResult {
  status: 'REFUNDED' | 'PENDING';
  refundId: string | null;
}

/** A notification as it arrived at /payment-callbacks/{provider}. */
export interface ProviderNotification {
  body: components['schemas']['PaymentNotification'];
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer | undefined;
}

/**
 * What a notification says, in the same words for every provider; `none` for a status that changes
 * nothing (Midtrans' pending); `refunded` and `refund_failed` for the outcome of a refund the
 * provider had taken as pending.
 */
export interface PaymentNotice {
  provider: PaymentProviderId;
  invoiceNumber: string;
  outcome: 'paid' | 'failed' | 'expired' | 'refunded' | 'refund_failed' | 'none';
  /** In hundredths of a rupiah, as providers may send decimals; null when the notice names none. */
  amountCents: number | null;
  /** The currency the provider states (ISO 4217); null for a provider that states none. */
  currency: string | null;
  /** The provider's id of the payment (of the refund, for a refund's outcome). */
  reference: string | null;
  /**
   * The name the charge was made under at the provider (Midtrans' order id, Xendit's external or
   * reference id); null for a provider that names only the invoice (the simulated gateway), whose
   * latest charge it then is.
   */
  chargeReference: string | null;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Charges through its own API (its key is set); one that does not is stood in for by the simulated gateway. */
  readonly connected: boolean;
  requestPayment(request: PaymentInstructionRequest): Promise<PaymentInstructions>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Checks that the notification is the provider's, as it documents, and reads what it says,
   * taking an outcome only from fields its check covers; where the provider has a status API and
   * the server its key, the charge's status is asked there and its answer taken instead. 401 when
   * the check fails, 400 when a field is missing.
   */
  readNotification(notification: ProviderNotification): Promise<PaymentNotice>;
}

export interface PaymentProviders {
  /**
   * The provider that charges a gateway whose provider is named so (in any case): its own when it
   * is connected, else the simulated gateway.
   */
  forGateway(providerName: string): PaymentProvider;
  /** The provider whose notifications arrive at /payment-callbacks/{id}. */
  byId(id: PaymentProviderId): PaymentProvider;
}
