// The app's own texts for the specs, read from its catalogues (src/lib/i18n/locales/<language>/*.json,
// every namespace merged), so a spec finds a screen's labels in either language by their keys.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Language = 'en' | 'id';
type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    into[key] = typeof value === 'object' && typeof there === 'object' ? merge(there, value) : value;
  }
  return into;
}

function catalogue(language: Language): Tree {
  const folder = path.join(import.meta.dirname, '..', '..', 'src', 'lib', 'i18n', 'locales', language);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .reduce<Tree>((tree, file) => merge(tree, JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree), {});
}

/** A text by its key (`modifier.optionName`), with its {{values}} filled in. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

export function words(language: Language): Say {
  const texts = catalogue(language);
  return (key, values = {}) => {
    let node: string | Tree | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no ${language} text ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** An amount of rupiah as the language writes it ("Rp 132,000", "Rp 132.000"), any space after Rp. */
export const rupiahPattern = (language: Language, amount: number) =>
  new RegExp(`Rp\\s?${amount.toLocaleString(language === 'id' ? 'id-ID' : 'en-US').replace(/\./g, '\\.')}`);
