import { describe, expect, it } from 'vitest';
import type { Device } from '@generated/model';
import { needsRegistration } from './needs-registration';

const device = (token: string): Device => ({
  id: 1,
  device_type: 'web',
  token,
  app_version: '1.0.0',
  device_id: 'web-chrome',
  user_id: 7,
});

describe('needsRegistration', () => {
  it('registers a token the session does not know', () => {
    expect(needsRegistration([], 'abc')).toBe(true);
    expect(needsRegistration([device('other')], 'abc')).toBe(true);
  });
  it('skips a token already registered as a web device', () => {
    expect(needsRegistration([device('other'), device('abc')], 'abc')).toBe(false);
  });
});
