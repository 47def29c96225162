// One structured log line per security event, for an auditor or an alert: `security: { event, … }`
// with who acted, from where and on what. Never a password, token, code or hash; an email only
// where the account is what was attacked (a failed sign-in names the account it tried).
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'password_changed'
  | 'password_reset'
  | 'reset_code_locked'
  | 'role_created'
  | 'role_updated'
  | 'user_roles_changed'
  | 'user_status_changed'
  | 'privilege_refused'
  | 'payment_notification_refused'
  | 'channel_callback_refused'
  | 'payment_notification_unmatched'
  | 'payment_amount_mismatch';

// Failures and refusals are worth a look; the rest is an audit trail.
const WARNINGS: SecurityEvent[] = [
  'sign_in_failed',
  'sign_in_locked',
  'reset_code_locked',
  'privilege_refused',
  'payment_notification_refused',
  'payment_notification_unmatched',
  'payment_amount_mismatch',
];

export function securityEvent(request: FastifyRequest, event: SecurityEvent, details: Record<string, unknown> = {}) {
  const line = {
    security: {
      event,
      ...(request.auth ? { actor_id: request.auth.userId } : {}),
      ip: request.ip,
      request_id: request.id,
      ...details,
    },
  };
  if (WARNINGS.includes(event)) request.log.warn(line, `security: ${event}`);
  else request.log.info(line, `security: ${event}`);
}
