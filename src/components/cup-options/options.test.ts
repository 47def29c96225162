import { describe, expect, it } from 'vitest';
import { CUP_GROUPS } from '@/testing/cup-menu';
import {
  chosenNames,
  cupPrice,
  defaultChoice,
  localName,
  missingGroups,
  optionsLine,
  sameChoice,
  toggle,
} from './options';

describe("a cup's options", () => {
  it('starts with the defaults the outlet has', () => {
    expect(defaultChoice(CUP_GROUPS)).toEqual([1]);
    const regularOut = CUP_GROUPS.map((g) => ({
      ...g,
      options: g.options.map((o) => ({ ...o, available: o.id !== 1 })),
    }));
    expect(defaultChoice(regularOut)).toEqual([]);
    expect(missingGroups(regularOut, []).map((g) => g.name)).toEqual(['Size']);
  });

  it('takes one option of a single group in place of the other, and never clears a required one', () => {
    expect(toggle(CUP_GROUPS, [1, 20], 1, 2)).toEqual([2, 20]);
    expect(toggle(CUP_GROUPS, [2], 1, 2)).toEqual([2]);
  });

  it('switches options of a multiple group up to its max, and refuses a sold-out option', () => {
    let chosen = toggle(CUP_GROUPS, [1], 4, 22);
    chosen = toggle(CUP_GROUPS, chosen, 4, 20);
    // Kept in the order the options are offered.
    expect(chosen).toEqual([1, 20, 22]);
    expect(toggle(CUP_GROUPS, [1, 20], 4, 21)).toEqual([1, 20]);
    const three = CUP_GROUPS.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, available: true })) }));
    expect(toggle(three, [1, 20, 22], 4, 21)).toEqual([1, 20, 22]);
    expect(toggle(CUP_GROUPS, [1, 20, 22], 4, 20)).toEqual([1, 22]);
  });

  it('prices the cup as its price plus the deltas, and names the options in the reader’s language', () => {
    expect(cupPrice(28_000, CUP_GROUPS, [2, 20, 22])).toBe(42_000);
    expect(chosenNames(CUP_GROUPS, [20, 2], 'en')).toEqual(['Large', 'Pearls']);
    expect(chosenNames(CUP_GROUPS, [20, 2], 'id')).toEqual(['Besar', 'Boba']);
    expect(localName({ name: 'Ice', indonesian_name: null }, 'id')).toBe('Ice');
    expect(sameChoice([2, 20], [20, 2])).toBe(true);
    expect(sameChoice([2], [2, 20])).toBe(false);
  });

  it('writes a sold line’s options as one short line', () => {
    const sold = [
      { option_name: 'Large', indonesian_option_name: 'Besar' },
      { option_name: '50% sugar', indonesian_option_name: 'Gula 50%' },
      { option_name: 'Pearls', indonesian_option_name: null },
    ];
    expect(optionsLine(sold, 'en')).toBe('Large · 50% sugar · Pearls');
    expect(optionsLine(sold, 'id')).toBe('Besar · Gula 50% · Pearls');
    expect(optionsLine([], 'en')).toBe('');
  });
});
