// How customers customise a cup, for the demo's order history and the order simulator: most take
// 50–70 % sugar, about a third add pearls, one in five goes large, some ask for less ice, and one
// milk-drink customer in ten swaps to oat milk. The groups are told apart by their English names
// (the demo's Size, Sugar, Ice, Toppings and Milk); any other group gets its default, or as many of
// its first options as it requires. The draw comes from the caller (the seed's own random source,
// or Math.random in the simulator), so the same source always chooses the same options.

export interface ChoiceOption {
  id: number;
  name: string;
  is_default: boolean;
  /** False when the outlet has sold it out; never chosen then. */
  available?: boolean;
}

export interface ChoiceGroup {
  name: string;
  selection: 'single' | 'multiple';
  min_select: number;
  max_select: number;
  options: readonly ChoiceOption[];
}

/** How often a single group's option is chosen, relative, by group and option name. */
const SINGLE_WEIGHTS: Record<string, Record<string, number>> = {
  Size: { Regular: 80, Large: 20 },
  Sugar: { '0% sugar': 5, '30% sugar': 12, '50% sugar': 35, '70% sugar': 30, '100% sugar': 18 },
  Ice: { 'No ice': 5, 'Less ice': 25, Normal: 70 },
  Milk: { 'Fresh milk': 90, 'Oat milk': 10 },
};

/** How often each topping is added, on its own. */
const TOPPING_SHARE: Record<string, number> = { Pearls: 0.33, 'Grass Jelly': 0.1, 'Cheese Foam': 0.08, Pudding: 0.07 };

/** The demo groups are named "Size (black tea & milk)" and the like: the kind is the first word. */
const kindOf = (group: ChoiceGroup) => group.name.split(' ')[0]!;

function weighted<T>(items: readonly T[], weight: (item: T) => number, draw: () => number): T | undefined {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  if (total <= 0) return undefined;
  let r = draw() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1];
}

function chooseIn(group: ChoiceGroup, draw: () => number): number[] {
  const offered = group.options.filter((o) => o.available !== false);
  const weights = SINGLE_WEIGHTS[kindOf(group)];
  if (group.selection === 'single') {
    const picked =
      (weights && weighted(offered, (o) => weights[o.name] ?? 0, draw)) ??
      offered.find((o) => o.is_default) ??
      (group.min_select > 0 ? offered[0] : undefined);
    return picked ? [picked.id] : [];
  }
  const chosen = kindOf(group) === 'Toppings' ? offered.filter((o) => draw() < (TOPPING_SHARE[o.name] ?? 0)) : [];
  for (const o of offered) if (chosen.length < group.min_select && !chosen.includes(o)) chosen.push(o);
  return chosen.slice(0, group.max_select).map((o) => o.id);
}

/** The options a customer picks for one cup, group by group, in the groups' order. */
export function chooseOptions(groups: readonly ChoiceGroup[], draw: () => number): number[] {
  return groups.flatMap((group) => chooseIn(group, draw));
}
