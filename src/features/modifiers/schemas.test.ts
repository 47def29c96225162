import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ModifierGroupInput } from '@generated/model';
import { getGetModifierGroupResponseMock } from '@generated/hooks/modifiers/modifiers.msw';
import { loadWords } from '@/lib/i18n';
import {
  EMPTY_GROUP,
  EMPTY_OPTION,
  groupInput,
  modifierGroupFormSchema,
  type ModifierGroupFormInput,
  type ModifierGroupFormValues,
} from './schemas';

const sugar = (patch: Partial<ModifierGroupFormInput> = {}): ModifierGroupFormInput => ({
  ...EMPTY_GROUP,
  name: 'Sugar',
  options: [
    {
      ...EMPTY_OPTION,
      name: '50% sugar',
      is_default: true,
      recipe: [{ ingredient_sku_id: 31, action: 'scale', factor_percent: 50 }],
    },
    { ...EMPTY_OPTION, name: '0% sugar', recipe: [{ ingredient_sku_id: 31, action: 'remove' }] },
  ],
  ...patch,
});

/** Each problem's place in the form and its message. */
const problems = (input: unknown) =>
  modifierGroupFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('modifier group form schema', () => {
  beforeAll(() => loadWords('modifiers'));

  it("produces a body the contract's create and update calls accept", () => {
    // Checked by the type checker: a contract change to ModifierGroupInput breaks the build here.
    expectTypeOf<ModifierGroupFormValues>().toExtend<ModifierGroupInput>();
    // @ts-expect-error a body without options is not a ModifierGroupInput, so the check above can fail
    expectTypeOf<Omit<ModifierGroupFormValues, 'options'>>().toExtend<ModifierGroupInput>();
  });

  it('hands over trimmed names, null for an empty Indonesian name, and only what each action uses', () => {
    const input = sugar({ name: '  Sugar ', indonesian_name: ' ' });
    input.options[0]!.recipe[0] = { ingredient_sku_id: 31, action: 'scale', factor_percent: 50, quantity: 3 };
    input.options[1]!.indonesian_name = 'Tanpa gula';
    expect(modifierGroupFormSchema.parse(input)).toEqual({
      name: 'Sugar',
      indonesian_name: null,
      selection: 'single',
      min_select: 1,
      max_select: 1,
      status: true,
      options: [
        {
          name: '50% sugar',
          indonesian_name: null,
          price_delta: 0,
          is_default: true,
          status: true,
          recipe: [{ ingredient_sku_id: 31, action: 'scale', quantity: null, factor_percent: 50 }],
        },
        {
          name: '0% sugar',
          indonesian_name: 'Tanpa gula',
          price_delta: 0,
          is_default: false,
          status: true,
          recipe: [{ ingredient_sku_id: 31, action: 'remove', quantity: null, factor_percent: null }],
        },
      ],
    });
  });

  it('edits a saved group as it was read, keeping the option ids so they are updated, not added', () => {
    const size = getGetModifierGroupResponseMock().data;
    const values = modifierGroupFormSchema.parse(groupInput(size));
    expect(values.options.map((option) => option.id)).toEqual([1, 2]);
    expect(values.options[1]!.recipe).toEqual([
      { ingredient_sku_id: 14, action: 'scale', quantity: null, factor_percent: 150 },
      { ingredient_sku_id: 20, action: 'remove', quantity: null, factor_percent: null },
      { ingredient_sku_id: 21, action: 'add', quantity: 1, factor_percent: null },
    ]);
  });

  it('asks for the names, at least one option, and an ingredient on each recipe line', () => {
    const input = sugar({ name: ' ' });
    input.options[1]!.name = '';
    input.options[1]!.recipe = [{ action: 'remove' } as never];
    expect(problems(input)).toEqual([
      ['name', 'Name is required'],
      ['options.1.name', 'Name is required'],
      ['options.1.recipe.0.ingredient_sku_id', 'Choose an ingredient'],
    ]);
    expect(problems(sugar({ options: [] }))).toEqual([['options', 'Add at least one option']]);
  });

  it('asks an add for a quantity of at least 1 and a scale for a factor of 0 to 1000 %', () => {
    const input = sugar();
    input.options[0]!.recipe = [
      { ingredient_sku_id: 31, action: 'scale', factor_percent: 1001 },
      { ingredient_sku_id: 32, action: 'add', quantity: 0 },
      { ingredient_sku_id: 33, action: 'scale', factor_percent: 0 },
    ];
    expect(problems(input)).toEqual([
      ['options.0.recipe.0.factor_percent', 'Enter a factor from 0 to 1000 %'],
      ['options.0.recipe.1.quantity', 'Enter a quantity of at least 1'],
    ]);
  });

  it('refuses an ingredient twice in one option', () => {
    const input = sugar();
    input.options[1]!.recipe.push({ ingredient_sku_id: 31, action: 'add', quantity: 5 });
    expect(problems(input)).toEqual([
      ['options.1.recipe.1.ingredient_sku_id', 'This ingredient is already changed by this option'],
    ]);
  });

  it('keeps a single group to one option and one default, and min at most max', () => {
    const input = sugar({ max_select: 2, min_select: 3 });
    input.options[1]!.is_default = true;
    expect(problems(input)).toEqual([
      ['max_select', 'A single-choice group takes one option at most'],
      ['min_select', 'Choose at least cannot be more than choose at most'],
      ['options.1.is_default', 'A single-choice group takes one default'],
    ]);
  });

  it('lets a multiple group have as many defaults as it allows, and no more', () => {
    const input = sugar({ selection: 'multiple', min_select: 0, max_select: 2 });
    input.options[1]!.is_default = true;
    expect(problems(input)).toEqual([]);
    expect(problems({ ...input, max_select: 1 })).toEqual([
      ['options.1.is_default', 'More options are chosen by default than a customer may choose (1)'],
    ]);
  });

  it('keeps a price change within the contract and whole', () => {
    const input = sugar();
    input.options[0]!.price_delta = 1_000_001;
    input.options[1]!.price_delta = -500.5;
    expect(problems(input).map(([path]) => path)).toEqual(['options.0.price_delta', 'options.1.price_delta']);
  });
});
