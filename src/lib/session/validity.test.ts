import { describe, expect, it } from 'vitest';
import { sessionValidity } from './validity';

describe('sessionValidity', () => {
  it('is LOADING while a stored token waits for the info call', () => {
    expect(sessionValidity({ hasToken: true, hasSession: false, routerType: 'PRIVATE' })).toBe('LOADING');
    expect(sessionValidity({ hasToken: true, hasSession: false, routerType: 'PUBLIC' })).toBe('LOADING');
  });

  it('sends a visitor without a session from a private screen to login', () => {
    expect(sessionValidity({ hasToken: false, hasSession: false, routerType: 'PRIVATE' })).toBe('THROW_TO_LOGIN');
  });

  it('sends a signed-in user from a public screen to the dashboard', () => {
    expect(sessionValidity({ hasToken: true, hasSession: true, routerType: 'PUBLIC' })).toBe('THROW_TO_DASHBOARD_HOME');
  });

  it('is VALID with a session on a private screen and without one on a public screen', () => {
    expect(sessionValidity({ hasToken: true, hasSession: true, routerType: 'PRIVATE' })).toBe('VALID');
    expect(sessionValidity({ hasToken: false, hasSession: false, routerType: 'PUBLIC' })).toBe('VALID');
  });
});
