import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, uppercased', () => {
    expect(initialsOf('budi santoso')).toBe('BS');
    expect(initialsOf('Siti Nur Aisyah')).toBe('SA');
    expect(initialsOf('  ayu   lestari ')).toBe('AL');
  });
  it('gives one letter for one word and nothing for no name', () => {
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});
