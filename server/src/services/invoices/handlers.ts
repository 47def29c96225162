// Invoices: the list, one invoice, payment requests and refunds asked again, each at the outlets
// the user reaches with the invoice scope.
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { withPhonesFor } from '../../lib/personal-data';
import { requestPayment } from './payment-request';
import { retryRefund } from '../sales/refund';
import { getInvoice, listInvoices } from './queries';

const SCOPE = 'view_admin_invoices';

export const invoiceHandlers: Handlers = {
  async listInvoices(request) {
    const page = await listInvoices(request.server.db, await outletReach(request, SCOPE), request.query);
    return { ...page, data: await withPhonesFor(request, page.data) };
  },

  getInvoice: async (request) => {
    const invoice = await getInvoice(request.server.db, await outletReach(request, SCOPE), request.params.invoice_id);
    return { data: (await withPhonesFor(request, [invoice]))[0]! };
  },

  async createInvoicePaymentRequest(request, reply) {
    const { invoice_id, payment_method_partner_id } = request.body;
    const reach = await outletReach(request, SCOPE);
    const data = await requestPayment(
      request.server.db,
      reach,
      invoice_id,
      payment_method_partner_id,
      request.server.paymentProviders,
    );
    reply.code(201);
    return { data };
  },

  async refundInvoice(request) {
    const { db, paymentProviders } = request.server;
    const reach = await outletReach(request, SCOPE);
    const id = request.params.invoice_id;
    await retryRefund(db, reach, id, paymentProviders, request.log);
    return { data: (await withPhonesFor(request, [await getInvoice(db, reach, id)]))[0]! };
  },
};
