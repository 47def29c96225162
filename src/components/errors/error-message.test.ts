import { describe, expect, it } from 'vitest';
import { errorDetails } from './error-message';

describe('errorDetails', () => {
  it('reads the messages of a serialised issue list', () => {
    const issues = [
      { code: 'custom', message: 'Page must be a number', path: ['page'] },
      { code: 'custom', message: 'Size must be a number', path: ['size'] },
    ];
    expect(errorDetails(new Error(JSON.stringify(issues, undefined, 2)))).toBe(
      'Page must be a number; Size must be a number',
    );
  });
  it('reads the issues of a cause', () => {
    const error = new Error('Invalid search', {
      cause: { issues: [{ message: 'Date must be in YYYY-MM-DD format' }] },
    });
    expect(errorDetails(error)).toBe('Date must be in YYYY-MM-DD format');
  });
  it('keeps any other message as it is', () => {
    expect(errorDetails(new Error('Network down'))).toBe('Network down');
    expect(errorDetails(new Error('{"not":"issues"}'))).toBe('{"not":"issues"}');
    expect(errorDetails('plain text')).toBe('plain text');
    expect(errorDetails(42)).toBe('Unknown error');
  });
});
