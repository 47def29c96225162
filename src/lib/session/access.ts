// Who may open a screen. Pure, so the guard and the sidebar share one rule.
import type { AdminScope } from '@generated/model';

export interface ScopedSession {
  admin_scope: readonly AdminScope[];
}

/**
 * No session: no access. A screen without a rule: any signed-in user. With a rule: only when the
 * session's admin_scope includes it (with several, any one of them).
 */
export function canAccess(
  session: ScopedSession | null | undefined,
  rule?: AdminScope | readonly AdminScope[],
): boolean {
  if (!session) return false;
  if (!rule) return true;
  const rules: readonly AdminScope[] = typeof rule === 'string' ? [rule] : rule;
  return rules.some((scope) => session.admin_scope.includes(scope));
}
