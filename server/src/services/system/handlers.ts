// Health check and the development outbox.
import { desc, eq, sql } from 'drizzle-orm';
import { devOutbox } from '../../db/schema';
import type { Handlers } from '../../lib/handler-types';
import type { FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from '../../lib/http-error';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The TCP peer (never a forwarded address) is this machine, and so is every address a proxy on it
 * forwarded for: the development server's proxy (vite.config.ts) names the browser in
 * X-Forwarded-For, so one on the network is refused while one on this machine gets through. Any
 * other forwarding header (Forwarded, X-Real-IP) is refused outright.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  if (headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  const chain = headers['x-forwarded-for'];
  if (chain === undefined) return true;
  return [chain]
    .flat()
    .flatMap((value) => value.split(','))
    .every((hop) => LOOPBACK.test(hop.trim()));
}

export const systemHandlers: Handlers = {
  async getHealth(request, reply) {
    const { db, dbKind } = request.server;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      // 503 is an answer, not a failure of the handler; the contract documents its envelope. A load
      // balancer takes the process out of rotation and tries again after Retry-After.
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ errors: [{ detail: 'Database unavailable' }] });
    }
    return { data: { status: 'ok' as const, database: dbKind } };
  },

  async getDevOutbox(request) {
    const { config, db, backgroundJobs } = request.server;
    // It holds recovery codes: only for someone on this machine, never through a proxy.
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    // A code asked for a moment ago may still be on its way.
    await backgroundJobs.idle();
    const to = request.query.to?.trim() ?? request.query.email?.toLowerCase();
    const rows = await db
      .select()
      .from(devOutbox)
      .where(to ? eq(devOutbox.to, to) : undefined)
      .orderBy(desc(devOutbox.id))
      .limit(100);
    return { data: rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sent_at: r.sentAt.toISOString() })) };
  },
};
