// The registry of advisory lock keys: every key is distinct, a whole number PostgreSQL takes as a
// lock key, and no other module of the server makes up a key of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks';

const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));
/** The order-event writers' own lock, which is being taken out of them. */
const NOT_REGISTERED = ['lib/order-events.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('advisory lock keys', () => {
  it('are distinct', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are whole numbers a lock key can be', () => {
    for (const [name, key] of Object.entries(ADVISORY_LOCKS)) {
      expect(Number.isSafeInteger(key), name).toBe(true);
      expect(Math.abs(key), name).toBeLessThan(2 ** 31);
    }
  });

  it('are named only in the registry: no module defines a key or hashes one of its own', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      const path = relative(SOURCE, file).split('\\').join('/');
      if (path === 'db/advisory-locks.ts' || NOT_REGISTERED.includes(path)) continue;
      const text = readFileSync(file, 'utf8');
      if (/\b\w*_LOCK\s*=\s*(?:\d|0x)/.test(text) || /advisory\w*\(\s*(?:hashtext|\d)/.test(text)) offenders.push(path);
    }
    expect(offenders).toEqual([]);
  });
});
