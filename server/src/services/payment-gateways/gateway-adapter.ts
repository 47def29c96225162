// How the server asks a payment provider for payment instructions. Each provider (Xendit,
// Midtrans) is one adapter behind this interface; until a provider's adapter and keys are set up,
// the simulated gateway answers for it, with instructions shaped like the provider's.
import type { PAYMENT_METHOD_TYPES } from '../../db/schema';
import { qrisPayload, SIMULATED_MERCHANT } from '../../lib/qris';

export interface PaymentInstructionRequest {
  /**
   * The same for a repeated request (same invoice, same method, same amount): a provider that has
   * seen the key answers with the charge it made instead of making a second one.
   */
  idempotencyKey: string;
  invoiceNumber: string;
  amount: number;
  expiresAt: Date;
  customer: { name: string; phoneNumber: string };
  method: { code: string; provider: string; methodType: (typeof PAYMENT_METHOD_TYPES)[number]; partnerId: number };
}

/** A payment page or a virtual account number (exactly one), and a QR code's content for QRIS. */
export interface PaymentInstructions {
  paymentUrl: string | null;
  vaNumber: string | null;
  qrString: string | null;
}

export interface PaymentGatewayAdapter {
  requestPayment(request: PaymentInstructionRequest): Promise<PaymentInstructions>;
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
};

/** Real providers' adapters, by provider name as stored on the gateway (e.g. `Xendit`). */
const adapters: Record<string, PaymentGatewayAdapter> = {};

export function gatewayAdapter(provider: string): PaymentGatewayAdapter {
  return adapters[provider] ?? simulatedGateway;
}
