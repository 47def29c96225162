import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path of the app with its search', () => {
    expect(returnPath('/order?page=2&status=100')).toBe('/order?page=2&status=100');
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['another site with a backslash', '/\\evil.example'],
    ['a full URL', 'https://evil.example'],
    ['the sign-in page', '/login?redirect=/x'],
    ['the home page', '/'],
    ['no text', 42],
  ])('refuses %s', (_name, value) => {
    expect(returnPath(value)).toBeUndefined();
  });
});
