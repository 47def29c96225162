// The translation catalogues and the code that uses them, read the same way by `npm run place-words`
// (which puts every text in the namespace whose screens use it) and by the catalogue checks
// (src/lib/i18n/catalogue.node.test.ts).
//
// A namespace is one file per language, `src/lib/i18n/locales/<language>/<namespace>.json`:
// - `shell`: what shows before the admin shell loads (sign-in, recovery, the error pages, the
//   frame of every screen, the page titles); its English comes with the first page.
// - `common`: the admin shell's texts and those several features share; they load with the shell.
// - one per feature, named after its folder in src/features: loaded with the feature's routes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const LOCALES = 'src/lib/i18n/locales';
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SHELL = 'shell';
export const COMMON = 'common';

export type Tree = { [key: string]: string | Tree };

/** A catalogue's texts by their dotted keys, in the file's order. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** The nested catalogue of dotted keys, groups in the order their first key comes. */
export function tree(texts: Iterable<[string, string]>): Tree {
  const root: Tree = {};
  for (const [key, text] of texts) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1)!] = text;
  }
  return root;
}

/** The namespaces a language has, by name, from its folder. */
export function namespaces(language: Language): string[] {
  const dir = join(LOCALES, language);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

export function readNamespace(language: Language, namespace: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Every namespace of a language with its texts. */
export function catalogue(language: Language): Map<string, Map<string, string>> {
  return new Map(namespaces(language).map((namespace) => [namespace, leaves(readNamespace(language, namespace))]));
}

/** The app's source files, tests left out. */
export function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;

/** What a file may name a text with: its string literals, and the starts of keys built at run time. */
export interface KeyReferences {
  literals: Set<string>;
  /** `t(\`screens.${name}\`)` uses every key under `screens.`. */
  prefixes: string[];
}

export function references(file: string): KeyReferences {
  const code = readFileSync(file, 'utf8').replace(COMMENTS, '');
  return {
    literals: new Set([...code.matchAll(/['"`]([\w.]+)['"`]/g)].map((m) => m[1]!)),
    // Only as a call's argument (`name={`items.${index}.quantity`}` names a form field, not a text),
    // and a group at least: `t(`dashboard.days${value}`)`.
    prefixes: [...code.matchAll(/\(\s*`(\w+\.[\w.]*)\$\{/g)].map((m) => m[1]!),
  };
}

/** A key without its plural ending: `sku.count_one` is asked for as `sku.count`. */
export const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

export function uses(refs: KeyReferences, key: string): boolean {
  const base = baseKey(key);
  return refs.literals.has(base) || refs.prefixes.some((prefix) => base.startsWith(prefix));
}

/** The feature a file belongs to (its folder in src/features), or undefined for shared code. */
export function featureOf(file: string): string | undefined {
  return /^src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
}

/** Where an import in `file` points, if it is a source file of the app. */
function resolveImport(file: string, path: string): string | undefined {
  const base = path.startsWith('@/') ? join('src', path.slice(2)) : join(dirname(file), path);
  const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return resolved?.startsWith('src') ? resolved : undefined;
}

/**
 * A module with the source files it loads with it: its static imports within src, transitively,
 * and with `dynamic` those it imports on demand as well, except where `stopAt` says not to follow.
 */
export function withImports(
  file: string,
  found = new Set<string>(),
  dynamic?: { stopAt: (file: string) => boolean },
): Set<string> {
  if (found.has(file) || !/\.tsx?$/.test(file)) return found;
  found.add(file);
  const code = readFileSync(file, 'utf8').replace(COMMENTS, '');
  const paths = [...code.matchAll(/^(?:import|export) (?!type )(?:[^;]*? from )?'((?:\.|@\/)[^']+)'/gm)].map(
    (m) => m[1]!,
  );
  if (dynamic && !dynamic.stopAt(file)) {
    paths.push(...[...code.matchAll(/\bimport\(\s*'((?:\.|@\/)[^']+)'\s*\)/g)].map((m) => m[1]!));
  }
  for (const path of paths) {
    const resolved = resolveImport(file, path);
    if (resolved) withImports(resolved, found, dynamic);
  }
  return found;
}

/**
 * The code that can run before the admin shell has loaded: the first page with what it imports, and
 * sign-in, recovery and the notifications with theirs, on demand too, but not the screens the routes
 * load or the shell itself. It may use the shell's texts only.
 */
export function firstPageFiles(): Set<string> {
  const roots = ['src/main.tsx', ...sourceFiles('src/features/auth'), ...sourceFiles('src/lib/notifications')];
  const stopAt = (file: string) => /^src[\\/]routes[\\/]/.test(file) || file.endsWith('load-admin-shell.ts');
  const files = new Set<string>();
  for (const root of roots) withImports(root, files, { stopAt });
  return files;
}

/**
 * Where each text belongs, by the code that uses it: `shell` when code that runs before the admin
 * shell uses it; else `common` when shared code (src/components, src/lib, src/routes, src/app) or
 * several features use it; else the one feature's namespace. A text nothing uses stays where it is.
 */
export function placements(): (key: string, current: string) => string {
  const firstPage = firstPageFiles();
  const files = sourceFiles().map((file) => ({
    refs: references(file),
    owner: firstPage.has(file) ? SHELL : (featureOf(file) ?? COMMON),
  }));
  return (key, current) => {
    const owners = new Set(files.filter(({ refs }) => uses(refs, key)).map(({ owner }) => owner));
    if (owners.size === 0) return current;
    if (owners.has(SHELL)) return SHELL;
    if (owners.size > 1 || owners.has(COMMON)) return COMMON;
    return [...owners][0]!;
  };
}
