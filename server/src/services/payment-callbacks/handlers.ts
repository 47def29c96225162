// Payment providers' notifications: read and checked by the provider they name (its own folder in
// ../payment-gateways), applied to the invoice by the sales life cycle (../sales/payments).
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { securityEvent } from '../../lib/security-log';
import { applyNotification } from '../sales/payments';

export const AMOUNT_MISMATCH = 'The amount paid does not match the invoice';
export const NOT_RUPIAH = 'The payment is not in rupiah (IDR)';
export const NOT_ITS_CHARGE = 'The notification names no payment requested for this invoice through its provider';

export const paymentCallbackHandlers: Handlers = {
  async receivePaymentCallback(request) {
    const { provider } = request.params;
    let notice;
    try {
      notice = await request.server.paymentProviders
        .byId(provider)
        .readNotification({ body: request.body, headers: request.headers, rawBody: request.rawBody });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        securityEvent(request, 'payment_notification_refused', { provider });
      throw error;
    }
    const applied = await applyNotification(request.server.db, notice);
    if (applied.result === 'amount_mismatch') {
      securityEvent(request, 'payment_amount_mismatch', {
        provider,
        invoice_id: applied.invoiceId,
        expected_amount: applied.expected,
        reported_amount: applied.reported,
        provider_reference: notice.reference,
      });
      // Not 2xx: the provider keeps the notification as undelivered (visible in its dashboard) and
      // repeats it; each repeat is refused the same way and the invoice's alert stays as it is.
      throw new HttpError(422, AMOUNT_MISMATCH, 'amount');
    }
    if (applied.result === 'refused') {
      securityEvent(request, 'payment_notification_unmatched', {
        provider,
        invoice_id: applied.invoiceId,
        reason: applied.reason,
        charge_reference: notice.chargeReference,
        provider_reference: notice.reference,
      });
      throw applied.reason === 'not_rupiah'
        ? new HttpError(422, NOT_RUPIAH, 'currency')
        : new HttpError(422, NOT_ITS_CHARGE);
    }
    return { data: { result: applied.result } };
  },
};
