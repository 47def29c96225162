// How the demo's customers choose options: most take 50–70 % sugar, about a third pearls, one in
// five a large cup, a quarter less ice and one in ten oat milk; always within each group's rules,
// never an option sold out, and the same choices from the same random sequence.
import { describe, expect, it } from 'vitest';
import { chooseOptions, type ChoiceGroup } from '../../src/seed/domain/option-choice';
import { createRandom } from '../../src/seed/domain/random';

let nextId = 1;
const group = (name: string, selection: 'single' | 'multiple', options: string[], max = 1, min = 1): ChoiceGroup => ({
  name,
  selection,
  min_select: min,
  max_select: max,
  options: options.map((option, i) => ({ id: nextId++, name: option, is_default: i === options.length - 1 })),
});

const GROUPS = [
  group('Size (black tea & milk)', 'single', ['Large', 'Regular']),
  group('Sugar (brown sugar)', 'single', ['0% sugar', '30% sugar', '50% sugar', '70% sugar', '100% sugar']),
  group('Ice', 'single', ['No ice', 'Less ice', 'Normal']),
  group('Toppings', 'multiple', ['Pearls', 'Grass Jelly', 'Cheese Foam', 'Pudding'], 3, 0),
  group('Milk', 'single', ['Oat milk', 'Fresh milk']),
];
const nameOf = new Map(GROUPS.flatMap((g) => g.options.map((o) => [o.id, `${g.name.split(' ')[0]}: ${o.name}`])));
const CUPS = 20_000;

function choose(seed: number, groups = GROUPS) {
  const random = createRandom(seed);
  return Array.from({ length: CUPS }, () => chooseOptions(groups, random.next).map((id) => nameOf.get(id)!));
}

const share = (cups: string[][], ...names: string[]) =>
  cups.filter((cup) => names.some((name) => cup.includes(name))).length / cups.length;

describe('the options customers choose', () => {
  const cups = choose(20_261_122);

  it('are mostly half to seventy per cent sugar, a third with pearls, a fifth large, some less ice, a tenth oat milk', () => {
    expect(share(cups, 'Sugar: 50% sugar', 'Sugar: 70% sugar')).toBeGreaterThan(0.6);
    expect(share(cups, 'Sugar: 50% sugar', 'Sugar: 70% sugar')).toBeLessThan(0.7);
    expect(share(cups, 'Sugar: 0% sugar')).toBeGreaterThan(0.03);
    expect(share(cups, 'Toppings: Pearls')).toBeGreaterThan(0.3);
    expect(share(cups, 'Toppings: Pearls')).toBeLessThan(0.36);
    expect(share(cups, 'Size: Large')).toBeGreaterThan(0.18);
    expect(share(cups, 'Size: Large')).toBeLessThan(0.22);
    expect(share(cups, 'Ice: Less ice')).toBeGreaterThan(0.22);
    expect(share(cups, 'Ice: Less ice')).toBeLessThan(0.28);
    expect(share(cups, 'Milk: Oat milk')).toBeGreaterThan(0.08);
    expect(share(cups, 'Milk: Oat milk')).toBeLessThan(0.12);
  });

  it('take one option of every single group and at most three toppings', () => {
    const once = (cup: string[], kind: string) => cup.filter((name) => name.startsWith(`${kind}:`)).length === 1;
    const broken = cups.filter(
      (cup) =>
        !['Size', 'Sugar', 'Ice', 'Milk'].every((kind) => once(cup, kind)) ||
        cup.filter((name) => name.startsWith('Toppings:')).length > 3,
    );
    expect(broken).toEqual([]);
  });

  it('are the same from the same random sequence, and differ from another', () => {
    expect(choose(20_261_122)).toEqual(cups);
    expect(choose(7)).not.toEqual(cups);
  });

  it('never take an option sold out, and give a group they do not know its default or what it requires', () => {
    const [size, , , toppings] = GROUPS;
    const soldOut = [
      { ...size!, options: size!.options.map((o) => ({ ...o, available: o.name !== 'Large' })) },
      { ...toppings!, options: toppings!.options.map((o) => ({ ...o, available: o.name !== 'Pearls' })) },
    ];
    const chosen = choose(3, soldOut);
    expect(share(chosen, 'Size: Large', 'Toppings: Pearls')).toBe(0);
    expect(share(chosen, 'Size: Regular')).toBe(1);

    const random = createRandom(1);
    const spice = group('Spice', 'single', ['Mild', 'Hot']);
    expect(chooseOptions([spice], random.next)).toEqual([spice.options[1]!.id]);
    const extras = group('Extras', 'multiple', ['Straw', 'Napkin', 'Spoon'], 3, 2);
    expect(chooseOptions([extras], random.next)).toEqual(extras.options.slice(0, 2).map((o) => o.id));
  });
});
