// /app/v1: the customer app's operations. Each signed-in one acts for the customer the customerAuth
// security handler found (request.customer); nothing here reads another customer's records.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { SIGN_IN_REQUIRED } from '../../lib/current-user';
import { menuVersion, listOutlets, openWindows, outletMenu, paymentMethods } from './catalogue';
import { customerProfile, eraseCustomer, renameCustomer } from './me';
import {
  quoteCustomerOrder,
  cancelCustomerOrder,
  getCustomerOrder,
  listCustomerOrders,
  payCustomerOrder,
  placeCustomerOrder,
} from './orders';
import { getCustomerOrderReceipt } from '../orders/receipt';
import { requirePhone } from '../customer-auth/phone';
import { sendSignInCode, signInWithCode } from '../customer-auth/sign-in';

function customerOf(request: FastifyRequest): number {
  if (!request.customer) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.customer.customerId;
}

/** Whether an If-None-Match header names `etag` (a list, a weak form or `*`). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === etag || value === '*');
}

export const customerAppHandlers: Handlers = {
  async requestCustomerOtp(request) {
    const { db, config, messages } = request.server;
    const phone = requirePhone(request.body.phone_number);
    const expiresAt = await sendSignInCode(db, config.tokenSecret, messages, phone, request.log);
    return { data: { phone_number: phone, expires_at: expiresAt.toISOString() } };
  },

  async createCustomerToken(request) {
    const { db, config } = request.server;
    const { phone_number, otp, name } = request.body;
    const phone = requirePhone(phone_number);
    const session = await signInWithCode(db, config.tokenSecret, phone, otp, name?.trim() || null);
    return {
      data: {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        customer: await customerProfile(db, session.customerId),
      },
    };
  },

  async getCustomerMe(request) {
    return { data: await customerProfile(request.server.db, customerOf(request)) };
  },

  async updateCustomerMe(request) {
    return { data: await renameCustomer(request.server.db, customerOf(request), request.body.name) };
  },

  async eraseCustomerMe(request) {
    await eraseCustomer(request.server.db, customerOf(request));
    return { data: 'Your data has been erased' };
  },

  async listCustomerOutlets(request) {
    customerOf(request);
    return { data: await listOutlets(request.server.db) };
  },

  async getCustomerOutletMenu(request, reply) {
    customerOf(request);
    const { db } = request.server;
    const { outlet_id } = request.params;
    const etag = await menuVersion(db, outlet_id);
    if (etag === undefined) throw new HttpError(404, 'Outlet not found');
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send() as never;
    return { data: await outletMenu(db, outlet_id) };
  },

  async listCustomerPickupWindows(request) {
    customerOf(request);
    return { data: await openWindows(request.server.db, request.params.outlet_id, request.query.date) };
  },

  async listCustomerPaymentMethods(request) {
    customerOf(request);
    return { data: await paymentMethods(request.server.db) };
  },

  async listCustomerOrders(request) {
    return listCustomerOrders(request.server.db, customerOf(request), request.query);
  },

  async createCustomerOrder(request, reply) {
    const order = await placeCustomerOrder(request.server.db, customerOf(request), request.body);
    reply.code(201);
    return { data: order };
  },

  async quoteCustomerOrder(request) {
    return { data: await quoteCustomerOrder(request.server.db, customerOf(request), request.body) };
  },

  async getCustomerOrder(request) {
    return { data: await getCustomerOrder(request.server.db, customerOf(request), request.params.order_id) };
  },

  async getCustomerOrderReceipt(request) {
    return { data: await getCustomerOrderReceipt(request.server.db, customerOf(request), request.params.order_id) };
  },

  async payCustomerOrder(request, reply) {
    const { db, paymentProviders } = request.server;
    const instruction = await payCustomerOrder(
      db,
      customerOf(request),
      request.params.order_id,
      request.body.payment_method_partner_id,
      paymentProviders,
    );
    reply.code(201);
    return { data: instruction };
  },

  async cancelCustomerOrder(request) {
    return { data: await cancelCustomerOrder(request.server.db, customerOf(request), request.params.order_id) };
  },
};
