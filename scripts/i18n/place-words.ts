// `npm run place-words`: puts every text in the namespace that loads with the code using it (see
// ./catalogue), in both languages, and rewrites the catalogue files:
// the code that runs before the admin shell, `shell`; shared code or several features, `common`; one
// feature, its own (see `placements`). A text nothing uses stays where it is (the catalogue checks
// report it).
// Texts in `<language>-admin.json` beside the namespaces (the single admin catalogue of old) are
// taken in, over the namespaces' texts for the same key, and the file is removed.
// Run it after adding a text (to any namespace) or when code starts using a text of another feature.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON, LANGUAGES, LOCALES, catalogue, leaves, placements, tree, type Language, type Tree } from './catalogue';

const legacy = (language: Language) => join(LOCALES, `${language}-admin.json`);

/** Every text of a language, key by key, with the namespace it is in now. */
function texts(language: Language) {
  const found = new Map<string, { text: string; namespace: string }>();
  const dir = join(LOCALES, language);
  if (existsSync(dir)) {
    for (const [namespace, entries] of catalogue(language)) {
      for (const [key, text] of entries) found.set(key, { text, namespace });
    }
  }
  if (existsSync(legacy(language))) {
    const admin = JSON.parse(readFileSync(legacy(language), 'utf8')) as Tree;
    for (const [key, text] of leaves(admin)) found.set(key, { text, namespace: found.get(key)?.namespace ?? '' });
  }
  return found;
}

const english = texts('en');
const placeOf = placements();
const places = new Map([...english].map(([key, { namespace }]) => [key, placeOf(key, namespace)]));
// A new text nothing uses yet goes beside the others of its group (`sku.…` where most `sku.…` are).
for (const [key, namespace] of places) {
  if (namespace) continue;
  const group = key.split('.')[0];
  const counts = new Map<string, number>();
  for (const [other, place] of places) {
    if (place && other.split('.')[0] === group) counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  places.set(key, [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? COMMON);
}

for (const language of LANGUAGES) {
  const own = language === 'en' ? english : texts(language);
  const byNamespace = new Map<string, [string, string][]>();
  // In English's order, so both languages' files read alike.
  for (const [key, namespace] of places) {
    const text = own.get(key)?.text;
    if (text === undefined) {
      console.error(`place-words: ${key} has no ${language} text: add it to the ${namespace} namespace`);
      process.exitCode = 1;
      continue;
    }
    const list = byNamespace.get(namespace) ?? [];
    list.push([key, text]);
    byNamespace.set(namespace, list);
  }
  for (const [key] of own) {
    if (!places.has(key)) {
      console.error(`place-words: ${key} is in the ${language} catalogue only: add its English text or remove it`);
      process.exitCode = 1;
    }
  }
  const dir = join(LOCALES, language);
  mkdirSync(dir, { recursive: true });
  const before = existsSync(dir) ? new Set(catalogue(language).keys()) : new Set<string>();
  for (const [namespace, entries] of byNamespace) {
    writeFileSync(join(dir, `${namespace}.json`), `${JSON.stringify(tree(entries), null, 2)}\n`);
    before.delete(namespace);
  }
  for (const emptied of before) rmSync(join(dir, `${emptied}.json`));
  if (existsSync(legacy(language))) rmSync(legacy(language));
}

const moved = [...places].filter(([key, namespace]) => english.get(key)!.namespace !== namespace);
for (const [key, namespace] of moved) console.log(`place-words: ${key} → ${namespace}`);
console.log(`place-words: ${places.size} texts, ${moved.length} moved`);
