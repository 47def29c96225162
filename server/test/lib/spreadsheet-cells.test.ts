// Text in spreadsheet cells: what counts as formula-like (OWASP's characters, behind invisible
// characters and in full-width forms), that every text the product writes reads back exactly, that
// numbers are left alone, and that the form's copy of the name rule is the server's.
import { describe, expect, it } from 'vitest';
import { readText, refusedName, startsLikeFormula, writtenCell, writtenText } from '../../src/lib/spreadsheet-cells';
import * as form from '../../../src/lib/validation/formula-text';

const FORMULA_LIKE = [
  '=1+1',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1)',
  '\t=1+1',
  '\rfoo',
  '\u200B=1+1', // zero-width space
  '\uFEFF=1+1', // byte-order mark
  '\u2060\u200D+1', // word joiner, zero-width joiner
  '\u00A0 -1', // no-break space
  '\u3000=1', // ideographic space
  '\uFF1D1+1', // full-width =
  '\uFF0B1', // full-width +
  '\uFF0D1', // full-width -
  '\uFF20SUM(1)', // full-width @
  '\uFE661', // small =
];
const PLAIN = ['Thai Tea', '1+1', "'quoted'", 'a=b', 'e-mail', '', ' ', 'Pearl topping (+)', '’=1'];

describe('formula-like text', () => {
  it("takes OWASP's characters for a formula, behind invisible characters and in full-width forms", () => {
    for (const text of FORMULA_LIKE) expect(startsLikeFormula(text), JSON.stringify(text)).toBe(true);
    for (const text of PLAIN) expect(startsLikeFormula(text), JSON.stringify(text)).toBe(false);
  });

  it('writes formula-like text behind an apostrophe and reads every written text back as it was', () => {
    expect(writtenText('=1+1')).toBe("'=1+1");
    expect(writtenText('Thai Tea')).toBe('Thai Tea');
    const texts = [...FORMULA_LIKE, ...PLAIN, "'=1+1", "''+x", "'", "'Thai"];
    for (const text of texts) {
      const written = writtenText(text);
      expect(startsLikeFormula(written), JSON.stringify(written)).toBe(false);
      // What an import sees: the cell trimmed of spaces at either end.
      if (text.trim() === text && !/[\t\r]/.test(text)) expect(readText(written)).toBe(text);
    }
  });

  it('leaves numbers alone: a negative quantity stays a number', () => {
    expect(writtenCell(-3)).toBe(-3);
    expect(writtenCell(-2.94)).toBe(-2.94);
    expect(writtenCell('-3')).toBe("'-3");
  });

  it('refuses formula-like text and control characters when reading, and reads a plain number', () => {
    expect(readText('-2+3')).toEqual({ refused: 'formulaText' });
    expect(readText('\u200B=1')).toEqual({ refused: 'formulaText' });
    expect(readText('Thai\u0000Tea')).toEqual({ refused: 'controlCharacter' });
    expect(readText('Thai\u007FTea')).toEqual({ refused: 'controlCharacter' });
    expect(readText('-3')).toBe('-3');
    expect(readText('+5.5')).toBe('+5.5');
    expect(readText("'-2+3")).toBe('-2+3');
    expect(readText("'Thai")).toBe("'Thai");
  });

  it('gives the form the same name rule as the server', () => {
    const names = [...FORMULA_LIKE, ...PLAIN, 'Thai\tTea', 'Thai\nTea', 'Thai\u0000Tea', 'Thai\u0085Tea'];
    for (const name of names) {
      expect(form.startsLikeFormula(name), JSON.stringify(name)).toBe(startsLikeFormula(name));
      expect(form.refusedName(name), JSON.stringify(name)).toBe(refusedName(name));
    }
    expect(refusedName('+ Pearl topping')).toBe('nameFormula');
    expect(refusedName('Thai\tTea')).toBe('nameControl');
    expect(refusedName('Pearl topping (+)')).toBeUndefined();
  });
});
