// The simulated gateway (development, demos, and every gateway of a provider that is not
// connected): it answers at once and always the same for the same request, with instructions
// shaped like a provider's, agrees to every refund, and signs its notifications (./notification).
import type { Secret } from '../../../config';
import { qrisPayload, SIMULATED_MERCHANT } from '../../../lib/qris';
import type { PaymentProvider } from '../port';
import { readSimulatedNotification } from './notification';

// The banks' virtual account prefixes (company codes); other banks get 9 and the partner id.
const VA_PREFIXES: Record<string, string> = {
  BCA_VA: '39010',
  BNI_VA: '88080',
  MANDIRI_VA: '88908',
  BRI_VA: '26215',
  PERMATA_VA: '72150',
};

/**
 * The virtual account number is the bank prefix and the invoice number's digits, the payment page
 * names the invoice and the QRIS payload carries the amount and the invoice number as its bill
 * number and the outlet's city as the merchant city. `secret` signs its notifications; without one they are refused.
 */
export function simulatedProvider(secret: Secret | undefined): PaymentProvider {
  return {
    id: 'simulated',
    connected: true,

    async requestPayment({ invoiceNumber, amount, method, city }) {
      const reference = invoiceNumber.replaceAll('/', '-');
      if (method.methodType === 'VIRTUAL_ACCOUNT') {
        const prefix = VA_PREFIXES[method.code] ?? `9${String(method.partnerId).padStart(4, '0')}`;
        const digits = invoiceNumber.replace(/\D/g, '').slice(-11).padStart(11, '0');
        return { paymentUrl: null, vaNumber: `${prefix}${digits}`, qrString: null };
      }
      const paymentUrl = `https://pay.example.com/${method.provider.toLowerCase()}/${method.code.toLowerCase()}/${reference}`;
      const qrString =
        method.methodType === 'QRIS'
          ? qrisPayload({ ...SIMULATED_MERCHANT, city }, { amount, billNumber: invoiceNumber })
          : null;
      return { paymentUrl, vaNumber: null, qrString };
    },

    /** Agrees at once, whatever the method. */
    async refund({ reference }) {
      return { status: 'REFUNDED', refundId: `SIMULATED-REFUND-${reference}` };
    },

    async readNotification(notification) {
      return readSimulatedNotification(notification, secret);
    },
  };
}
