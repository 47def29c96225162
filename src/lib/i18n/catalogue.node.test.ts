// The two catalogues, namespace by namespace (see scripts/i18n/catalogue): the same keys in each
// language, every key in one namespace, every text loaded with the code that shows it, no empty
// text, no key the app never uses.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMON,
  SHELL,
  catalogue,
  featureOf,
  firstPageFiles,
  placements,
  references,
  sourceFiles,
  uses,
} from '../../../scripts/i18n/catalogue';

const englishNamespaces = catalogue('en');
const indonesianNamespaces = catalogue('id');
const merged = (namespaces: Map<string, Map<string, string>>) =>
  new Map([...namespaces.values()].flatMap((texts) => [...texts]));
const english = merged(englishNamespaces);
const indonesian = merged(indonesianNamespaces);
const namespaceOf = new Map(
  [...englishNamespaces].flatMap(([namespace, texts]) => [...texts.keys()].map((key) => [key, namespace])),
);
const files = sourceFiles().map((file) => ({ file, refs: references(file) }));
const FEATURES = readdirSync('src/features');

describe('the translation catalogues', () => {
  it('have the same namespaces and exactly the same keys in English and Indonesian, namespace for namespace', () => {
    expect([...indonesianNamespaces.keys()]).toEqual([...englishNamespaces.keys()]);
    for (const [namespace, texts] of englishNamespaces) {
      expect([...(indonesianNamespaces.get(namespace)?.keys() ?? [])].sort(), namespace).toEqual(
        [...texts.keys()].sort(),
      );
    }
  });

  it('hold each key in one namespace: the shell, common, or a feature', () => {
    const twice = [...englishNamespaces].flatMap(([namespace, texts]) =>
      [...texts.keys()].filter((key) => namespaceOf.get(key) !== namespace).map((key) => `${key} in ${namespace}`),
    );
    expect(twice).toEqual([]);
    const unknown = [...englishNamespaces.keys()].filter(
      (namespace) => namespace !== SHELL && namespace !== COMMON && !FEATURES.includes(namespace),
    );
    expect(unknown).toEqual([]);
  });

  it('type every namespace (types.d.ts) and look in every one (LAZY_NAMESPACES in index.ts)', () => {
    const types = readFileSync('src/lib/i18n/types.d.ts', 'utf8');
    const untyped = [...englishNamespaces.keys()].filter(
      (namespace) => !types.includes(`'./locales/en/${namespace}.json'`),
    );
    expect(untyped).toEqual([]);
    const index = readFileSync('src/lib/i18n/index.ts', 'utf8');
    const listed = /LAZY_NAMESPACES = \[([^\]]*)\]/.exec(index)![1]!.match(/[\w-]+/g);
    expect(listed?.sort()).toEqual([...englishNamespaces.keys()].filter((namespace) => namespace !== SHELL).sort());
  });

  it('give the first page, sign-in, recovery and what shows outside the admin shell the texts they use', () => {
    // Only the shell's texts load before the admin shell: code that runs without it must not use others.
    const firstPage = firstPageFiles();
    const used = files
      .filter(({ file }) => firstPage.has(file))
      .flatMap(({ file, refs }) =>
        [...english.keys()]
          .filter((key) => namespaceOf.get(key) !== SHELL && uses(refs, key))
          .map((key) => `${file}: ${key} (${namespaceOf.get(key)})`),
      );
    expect(used).toEqual([]);
  });

  it("give every screen the texts its code uses: the shell's, the common ones, and its feature's", () => {
    const elsewhere = files.flatMap(({ file, refs }) => {
      const loaded = new Set([SHELL, COMMON, featureOf(file)]);
      return [...english.keys()]
        .filter((key) => !loaded.has(namespaceOf.get(key)) && uses(refs, key))
        .map((key) => `${file}: ${key} (${namespaceOf.get(key)})`);
    });
    expect(elsewhere).toEqual([]);
  });

  it("load a feature's texts with each of its screens", () => {
    // lib/lazy-route: `lazy(() => import('@/features/<name>/…'), 'Page', '<name>')`; sign-in and
    // recovery use the shell's texts alone.
    const routes = readdirSync('src/routes').filter((name) => name.endsWith('.tsx') && !name.includes('.test.'));
    const screens = routes.flatMap((name) =>
      [
        ...readFileSync(`src/routes/${name}`, 'utf8').matchAll(
          /lazy\(\s*\(\) => import\('@\/features\/([\w-]+)\/[^']+'\),\s*'\w+'(?:,\s*'([\w-]+)')?,?\s*\)/g,
        ),
      ].map(([, feature, words]) => ({ route: name, feature: feature!, words })),
    );
    expect(screens.length).toBeGreaterThan(30);
    const wrong = screens
      .filter(({ feature, words }) => words !== (englishNamespaces.has(feature) ? feature : undefined))
      .map(({ route, feature, words }) => `${route}: a screen of ${feature} loads ${words ?? 'no texts'}`);
    expect(wrong).toEqual([]);
  });

  it('keep each text where npm run place-words puts it', () => {
    const placeOf = placements();
    const misplaced = [...namespaceOf]
      .map(([key, namespace]) => [key, namespace, placeOf(key, namespace)])
      .filter(([, namespace, place]) => namespace !== place)
      .map(([key, namespace, place]) => `${key}: in ${namespace}, belongs in ${place}`);
    expect(misplaced).toEqual([]);
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
    const code = sourceFiles()
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
