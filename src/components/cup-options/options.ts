// A cup's options as the counter and the customer app choose them: what starts chosen, what a tap
// does under each group's rules, what the cup then costs, and how chosen options read in a line.
// The server checks the same rules and prices the order; this is the preview and the guidance.
import { currentLanguage, type Language } from '@/lib/i18n';

export interface Named {
  name: string;
  indonesian_name?: string | null;
}

export interface PickOption extends Named {
  id: number;
  price_delta: number;
  is_default: boolean;
  available: boolean;
}

export interface PickGroup extends Named {
  id: number;
  selection: 'single' | 'multiple';
  min_select: number;
  max_select: number;
  options: readonly PickOption[];
}

/** The name in the reader's language: the Indonesian one when the screen speaks it and it is set. */
export function localName(item: Named, language: Language = currentLanguage()): string {
  return language === 'id' && item.indonesian_name ? item.indonesian_name : item.name;
}

/** The chosen ids in the order the groups and their options are offered (size first). */
export function ordered(groups: readonly PickGroup[], chosen: readonly number[]): number[] {
  const picked = new Set(chosen);
  return groups.flatMap((group) => group.options.filter((o) => picked.has(o.id)).map((o) => o.id));
}

/** What starts chosen: each group's defaults the outlet has, at most the group's max. */
export function defaultChoice(groups: readonly PickGroup[]): number[] {
  return groups.flatMap((group) =>
    group.options
      .filter((o) => o.is_default && o.available)
      .slice(0, group.max_select)
      .map((o) => o.id),
  );
}

/**
 * A tap on `optionId` of `groupId`: a single group takes it in place of its choice (tapping the
 * chosen one again clears it only where the group may stay empty); a multiple group switches it,
 * unless that would pass the group's max (a max of one replaces instead).
 */
export function toggle(groups: readonly PickGroup[], chosen: readonly number[], groupId: number, optionId: number) {
  const group = groups.find((g) => g.id === groupId);
  const option = group?.options.find((o) => o.id === optionId);
  if (!group || !option || !option.available) return [...chosen];
  const inGroup = new Set(group.options.map((o) => o.id));
  const others = chosen.filter((id) => !inGroup.has(id));
  const mine = chosen.filter((id) => inGroup.has(id));
  const has = mine.includes(optionId);
  let next: number[];
  if (group.selection === 'single' || group.max_select === 1) {
    next = has ? (group.min_select === 0 ? [] : mine) : [optionId];
  } else if (has) {
    next = mine.filter((id) => id !== optionId);
  } else {
    next = mine.length >= group.max_select ? mine : [...mine, optionId];
  }
  return ordered(groups, [...others, ...next]);
}

/** The groups still short of their minimum (a single group with a default counts as chosen). */
export function missingGroups(groups: readonly PickGroup[], chosen: readonly number[]): PickGroup[] {
  const picked = new Set(chosen);
  return groups.filter((group) => {
    const count = group.options.filter((o) => picked.has(o.id)).length;
    return count < group.min_select;
  });
}

/** One cup's price: the product's selling price plus each chosen option's delta. */
export function cupPrice(base: number, groups: readonly PickGroup[], chosen: readonly number[]): number {
  const picked = new Set(chosen);
  const deltas = groups.flatMap((g) => g.options).filter((o) => picked.has(o.id));
  return base + deltas.reduce((sum, o) => sum + o.price_delta, 0);
}

/** The chosen options' names in the reader's language, in offer order. */
export function chosenNames(groups: readonly PickGroup[], chosen: readonly number[], language?: Language): string[] {
  const picked = new Set(chosen);
  return groups.flatMap((g) => g.options.filter((o) => picked.has(o.id)).map((o) => localName(o, language)));
}

/** Whether two choices are the same set of options (then they are one cart line). */
export function sameChoice(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** An option of a placed order, names as sold. */
export interface SoldOption {
  option_name: string;
  indonesian_option_name?: string | null;
}

/** A sold line's options as one short line: "Large · 50% sugar · Less ice · Pearls". */
export function optionsLine(options: readonly SoldOption[] | undefined, language: Language = currentLanguage()) {
  return (options ?? [])
    .map((o) => (language === 'id' && o.indonesian_option_name ? o.indonesian_option_name : o.option_name))
    .join(' · ');
}
