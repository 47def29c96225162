// How the server asks a payment provider for payment instructions and refunds. Each provider
// (Xendit, Midtrans) is one adapter behind this interface; a provider whose key is not configured
// is answered by the simulated gateway, with instructions shaped like the provider's.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvidersConfig } from '../../config';
import type { PAYMENT_METHOD_TYPES } from '../../db/schema';
import { qrisPayload, SIMULATED_MERCHANT } from '../../lib/qris';
import { midtransAdapter } from './midtrans';
import { xenditAdapter } from './xendit';

export interface PaymentMethod {
  code: string;
  name: string;
  provider: string;
  methodType: (typeof PAYMENT_METHOD_TYPES)[number];
  partnerId: number;
}

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
  customer: { name: string; phoneNumber: string };
  method: PaymentMethod;
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

export interface PaymentGatewayAdapter {
  requestPayment(request: PaymentInstructionRequest): Promise<PaymentInstructions>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/**
 * The invoice's name at a provider: its number with dashes for slashes (Midtrans allows letters,
 * digits, `-`, `_`, `~` and `.` in an order id), and `~<attempt>` from the second payment request
 * of the invoice on, since a provider refuses a second charge under an order id it has seen.
 */
export function providerReference(invoiceNumber: string, attempt: number): string {
  const base = invoiceNumber.replaceAll('/', '-');
  return attempt > 1 ? `${base}~${attempt}` : base;
}

/** The invoice number a provider's reference names (see providerReference), or null. */
export function invoiceNumberOfReference(reference: string): string | null {
  const match = /^INV-(\d{8})-(\d{5,})(?:~\d+)?$/.exec(reference);
  return match ? `INV/${match[1]}/${match[2]}` : null;
}

// The banks' virtual account prefixes (company codes); other banks get 9 and the partner id.
const VA_PREFIXES: Record<string, string> = {
  BCA_VA: '39010',
  BNI_VA: '88080',
  MANDIRI_VA: '88908',
  BRI_VA: '26215',
  PERMATA_VA: '72150',
};

/**
 * Answers at once and always the same for the same request: the virtual account number is the
 * bank prefix and the invoice number's digits, the payment page names the invoice and the QRIS
 * payload carries the amount and the invoice number as its bill number.
 */
export const simulatedGateway: PaymentGatewayAdapter = {
  async requestPayment({ invoiceNumber, amount, method }) {
    const reference = invoiceNumber.replaceAll('/', '-');
    if (method.methodType === 'VIRTUAL_ACCOUNT') {
      const prefix = VA_PREFIXES[method.code] ?? `9${String(method.partnerId).padStart(4, '0')}`;
      const digits = invoiceNumber.replace(/\D/g, '').slice(-11).padStart(11, '0');
      return { paymentUrl: null, vaNumber: `${prefix}${digits}`, qrString: null };
    }
    const paymentUrl = `https://pay.example.com/${method.provider.toLowerCase()}/${method.code.toLowerCase()}/${reference}`;
    const qrString =
      method.methodType === 'QRIS' ? qrisPayload(SIMULATED_MERCHANT, { amount, billNumber: invoiceNumber }) : null;
    return { paymentUrl, vaNumber: null, qrString };
  },

  /** Agrees at once, whatever the method. */
  async refund({ reference }) {
    return { status: 'REFUNDED', refundId: `SIMULATED-REFUND-${reference}` };
  },
};

/** Picks the adapter of a gateway by its provider's name (as stored on the gateway). */
export type GatewayAdapters = (provider: string) => PaymentGatewayAdapter;

/**
 * The adapters for the configured providers: a gateway whose provider is `Midtrans` goes to the
 * Midtrans adapter when MIDTRANS_SERVER_KEY is set, `Xendit` to the Xendit adapter when
 * XENDIT_SECRET_KEY is set (the name in any case); every other gateway, and those of a provider
 * without a key, to the simulated gateway.
 */
export function gatewayAdapters(providers: PaymentProvidersConfig, log: FastifyBaseLogger): GatewayAdapters {
  const connected = new Map<string, PaymentGatewayAdapter>();
  const settings = { timeoutMs: providers.timeoutMs, log };
  if (providers.midtrans) connected.set('midtrans', midtransAdapter({ ...settings, account: providers.midtrans }));
  if (providers.xendit) connected.set('xendit', xenditAdapter({ ...settings, account: providers.xendit }));
  return (provider) => connected.get(provider.trim().toLowerCase()) ?? simulatedGateway;
}
