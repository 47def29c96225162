import { describe, expect, it } from 'vitest';
import { canAccess } from './access';

describe('canAccess', () => {
  const session = { admin_scope: ['view_admin_category', 'view_admin_sku'] as const };

  it('denies everything without a session', () => {
    expect(canAccess(null)).toBe(false);
    expect(canAccess(undefined, 'view_admin_category')).toBe(false);
  });

  it('grants a screen without a rule to any session', () => {
    expect(canAccess(session)).toBe(true);
    expect(canAccess({ admin_scope: [] })).toBe(true);
  });

  it('grants a ruled screen only when admin_scope includes the rule', () => {
    expect(canAccess(session, 'view_admin_sku')).toBe(true);
    expect(canAccess(session, 'view_admin_user')).toBe(false);
  });

  it('grants a screen with several rules when admin_scope includes any one of them', () => {
    expect(canAccess(session, ['view_admin_order', 'view_admin_sku'])).toBe(true);
    expect(canAccess(session, ['view_admin_order', 'view_admin_counter'])).toBe(false);
  });
});
