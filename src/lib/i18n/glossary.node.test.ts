// One vocabulary per language: the Indonesian catalogue says each product term the way the glossary
// (glossary.json) decides, and keeps no English word unless the glossary lists it as the same in both
// languages, with the reason. The notes the server writes (codes in the contract) are words of the
// catalogue too, so these checks read them.
import { describe, expect, it } from 'vitest';
import { MovementNoteCode } from '../../../generated/model/movementNoteCode';
import { PurchaseOrderNoteCode } from '../../../generated/model/purchaseOrderNoteCode';
import { catalogue, type Language } from '../../../scripts/i18n/catalogue';
import glossary from './glossary.json';

/** Every text of a language, all namespaces. */
const texts = (language: Language) => [...catalogue(language).values()].flatMap((entries) => [...entries]);

/** The words of a text, in lower case, without interpolations ({{name}}) and markup (<1>…</1>). */
const words = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).map((w) => w.toLowerCase());

const english = texts('en');
const indonesian = texts('id');
const englishWords = new Set(english.flatMap(([, text]) => words(text)));
const sameInBoth = new Set(Object.values(glossary.sameInBoth).flat());

describe('the Indonesian vocabulary', () => {
  it('keeps no English word outside the words the glossary shares between the languages', () => {
    const leftEnglish = indonesian.flatMap(([key, text]) =>
      words(text)
        .filter((word) => englishWords.has(word) && !sameInBoth.has(word))
        .map((word) => `${key}: "${word}" in "${text}"`),
    );
    expect(leftEnglish).toEqual([]);
  });

  it("says each term the glossary's way, never with a word it avoids", () => {
    const avoided = glossary.terms.flatMap((term) =>
      indonesian.flatMap(([key, text]) =>
        words(text)
          .filter((word) => term.avoid.includes(word))
          .map((word) => `${key}: "${word}" where the glossary says "${term.id}" for "${term.en}"`),
      ),
    );
    expect(avoided).toEqual([]);
  });

  it('lists only words the Indonesian catalogue uses, so the allow-list cannot grow stale', () => {
    const used = new Set(indonesian.flatMap(([, text]) => words(text)));
    expect([...sameInBoth].filter((word) => !used.has(word))).toEqual([]);
  });
});

describe('the notes the server writes', () => {
  const keys = [
    ...Object.values(MovementNoteCode).map((code) => `inventory.movementNotes.${code}`),
    ...Object.values(PurchaseOrderNoteCode).map((code) => `purchaseOrder.noteCodes.${code}`),
  ];

  it.each(['en', 'id'] as const)('are worded in the %s catalogue, every code of the contract', (language) => {
    const worded = new Map(texts(language));
    expect(keys.filter((key) => !worded.get(key)?.trim())).toEqual([]);
  });

  it('say the same figures in both languages, in Indonesian words', () => {
    const en = new Map(english);
    const id = new Map(indonesian);
    const figures = (text = '') => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(keys.filter((key) => figures(en.get(key)).join() !== figures(id.get(key)).join())).toEqual([]);
    expect(keys.filter((key) => en.get(key) === id.get(key))).toEqual([]);
  });
});

describe('the words for money people mix up', () => {
  const id = new Map(indonesian);
  it('calls the cost of goods HPP wherever it shows, leaving "biaya" to fees and charges', () => {
    expect([id.get('dashboard.margin.cogs'), id.get('order.cost'), id.get('sku.recipe.costPerServing')]).toEqual([
      'HPP',
      'HPP',
      'HPP per porsi: {{cost}}',
    ]);
    expect(id.get('invoice.feeLabel')).toBe('Biaya gateway');
  });

  it('says a refunded invoice gave the money back, not that something was returned', () => {
    expect([id.get('invoiceStatus.REFUNDED'), id.get('order.invoiceStatus.400')]).toEqual([
      'Dana dikembalikan',
      'Dana dikembalikan',
    ]);
  });
});
