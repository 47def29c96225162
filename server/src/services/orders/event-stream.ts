// The live order events, low-stock alerts, purchase orders to approve and change notices as
// server-sent events (contract: streamOrderEvents). The stream starts
// with the events missed since Last-Event-ID, sends a heartbeat comment, and ends when the
// session is revoked or expires, or the server closes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEventDto } from '../../lib/order-events';
import { outletReach } from '../../lib/outlet-access';
import { resolveSession } from '../auth/sessions';

/** How long the browser waits before reconnecting (the stream's `retry:`). */
const RETRY_MS = 3_000;

const frame = (event: StreamEventDto) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export async function streamOrderEvents(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { orderEvents, db, config } = request.server;
  const reach = await outletReach(request, 'view_admin_order');
  const stockReach = await outletReach(request, 'view_admin_inventory');
  const approvalReach = await outletReach(request, 'approve_admin_purchase_order');
  const invoiceReach = await outletReach(request, 'view_admin_invoices');
  const purchaseOrderReach = await outletReach(request, 'view_admin_purchase_order');
  const soldOutReach = await outletReach(request, ['view_admin_counter', 'view_admin_sku']);
  const resumeFrom = request.headers['last-event-id'];
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

  reply.hijack();
  const res = reply.raw;
  // The headers the other hooks set (security headers, request id) still apply.
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let closed = false;
  let unsubscribe = () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  const heartbeat = setInterval(() => {
    void resolveSession(db, config.tokenSecret, token)
      .then((user) => (user ? res.write(': heartbeat\n\n') : close()))
      .catch(() => res.write(': heartbeat\n\n'));
  }, config.eventHeartbeatMs);
  request.raw.on('close', close);
  res.on('error', close);

  unsubscribe = await orderEvents.subscribe(
    {
      reach,
      stockReach,
      approvalReach,
      invoiceReach,
      purchaseOrderReach,
      soldOutReach,
      write: (event) => void res.write(frame(event)),
      close,
    },
    typeof resumeFrom === 'string' ? Number(resumeFrom) : undefined,
  );
  if (closed) unsubscribe();
}
