// Names a spreadsheet would take for a formula: text that starts with = + - @, a tab or a carriage
// return, even behind invisible characters or in full-width forms (＝, ＋). A name never starts so,
// nor holds a control character, so every download of it opens as text. The server keeps the same
// rule (server/src/lib/spreadsheet-cells.ts; its test holds the two together).
const INVISIBLE_START = /^[\p{Z}\p{Cf}\n\v\f\u0085]+/u;
const FORMULA_START = /^[=+\-@\t\r]/;

export function startsLikeFormula(text: string): boolean {
  const first = text.replace(INVISIBLE_START, '').codePointAt(0);
  return first !== undefined && FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** Why a name cannot be given, if it cannot (the catalogue's `sku.<key>` says it). */
export function refusedName(name: string): 'nameFormula' | 'nameControl' | undefined {
  if (/\p{Cc}/u.test(name)) return 'nameControl';
  return startsLikeFormula(name) ? 'nameFormula' : undefined;
}
