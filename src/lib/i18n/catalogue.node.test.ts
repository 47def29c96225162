// The two catalogues: the same keys in each part, no empty text, no key the app never uses, and
// English where the spec gives the wording.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enAdmin from './locales/en-admin.json';
import en from './locales/en.json';
import idAdmin from './locales/id-admin.json';
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

/** A module with the source files it loads with it: its static imports within src, transitively. */
function withStaticImports(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file) || !/\.tsx?$/.test(file)) return found;
  found.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, path] of code.matchAll(/^(?:import|export) (?!type )(?:[^;]*? from )?'(\.[^']+)'/gm)) {
    const base = join(dirname(file), path!);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (resolved?.startsWith('src')) withStaticImports(resolved, found);
  }
  return found;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;

const english = new Map([...leaves(en), ...leaves(enAdmin)]);
const indonesian = new Map([...leaves(id), ...leaves(idAdmin)]);

describe('the translation catalogues', () => {
  it('have exactly the same keys in English and Indonesian, part for part', () => {
    expect([...leaves(id).keys()].sort()).toEqual([...leaves(en).keys()].sort());
    expect([...leaves(idAdmin).keys()].sort()).toEqual([...leaves(enAdmin).keys()].sort());
  });

  it('split by top-level key: a group of texts lives in one part', () => {
    const shared = Object.keys(en).filter((key) => key in enAdmin);
    expect(shared).toEqual([]);
  });

  it('give the first page, sign-in, recovery and what shows outside the admin shell the texts they use', () => {
    // The admin screens' texts (en-admin.json) load with the admin shell, so code that runs
    // without it must not use them.
    const roots = ['src/main.tsx', ...sourceFiles('src/features/auth'), ...sourceFiles('src/lib/notifications')];
    const files = new Set<string>();
    for (const root of roots) withStaticImports(root, files);
    const firstPage = leaves(en);
    const used = [...files].flatMap((file) =>
      [
        ...readFileSync(file, 'utf8')
          .replace(COMMENTS, '')
          .matchAll(/['"`]([\w.]+)['"`]/g),
      ]
        .map((m) => m[1]!)
        .filter((key) => english.has(key) && !firstPage.has(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(used).toEqual([]);
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
