// The two catalogues: the same keys, no empty text, no key the app never uses, and English where
// the spec gives the wording.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import id from './locales/id.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const english = leaves(en);
const indonesian = leaves(id);

describe('the translation catalogues', () => {
  it('have exactly the same keys in English and Indonesian', () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text and keep every placeholder in both languages', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      const other = indonesian.get(key) ?? '';
      expect(other.trim(), key).not.toBe('');
      const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('hold no key the app does not use', () => {
    const code = sourceFiles('src')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const literals = new Set([...code.matchAll(/['"`]([\w.]+)['"`]/g)].map((m) => m[1]));
    // Keys built at run time: t(`screens.${name}`) uses every key under `screens.`.
    const prefixes = [...code.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1]!);
    const unused = [...english.keys()].filter((key) => {
      const base = key.replace(/_(one|other)$/, '');
      return !literals.has(base) && !prefixes.some((prefix) => base.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });
});
