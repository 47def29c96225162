// The options a cup is ordered with, checked against its product's modifier groups at the outlet:
// a single-choice group left unchosen takes its default (when the outlet has it); then each active
// group attached to the product holds between its min_select and max_select options, and each
// option is active, of such a group, not sold out at the outlet, and chosen once. Anything else is
// refused with 422 naming `items.<i>.options` and saying what to change. The options' names and
// prices are answered as they stand, for the order to freeze.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { modifierGroups, modifierOptions, skuModifierGroups, soldOutOptions } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';

/** An option as a sold line keeps it, in the order its group and then it are offered. */
export interface FrozenOption {
  optionId: number;
  groupName: string;
  indonesianGroupName: string | null;
  optionName: string;
  indonesianOptionName: string | null;
  priceDelta: number;
}

interface Offered extends FrozenOption {
  groupId: number;
  isDefault: boolean;
  active: boolean;
  soldOut: boolean;
}

interface Group {
  id: number;
  name: string;
  selection: 'single' | 'multiple';
  min: number;
  max: number;
  options: Offered[];
}

/** Per product, its active groups in order, each with its options in order (inactive ones too). */
async function groupsOf(tx: Tx, outletId: number, skuIds: number[]): Promise<Map<number, Group[]>> {
  const rows = await tx
    .select({
      skuId: skuModifierGroups.skuId,
      groupId: modifierGroups.id,
      groupName: modifierGroups.name,
      indonesianGroupName: modifierGroups.indonesianName,
      selection: modifierGroups.selection,
      min: modifierGroups.minSelect,
      max: modifierGroups.maxSelect,
      optionId: modifierOptions.id,
      optionName: modifierOptions.name,
      indonesianOptionName: modifierOptions.indonesianName,
      priceDelta: modifierOptions.priceDelta,
      isDefault: modifierOptions.isDefault,
      active: sql<boolean>`${modifierOptions.status} and ${modifierOptions.archivedAt} is null`,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutOptions} where ${soldOutOptions.outletId} = ${outletId} and ${soldOutOptions.optionId} = ${modifierOptions.id})`,
    })
    .from(skuModifierGroups)
    .innerJoin(modifierGroups, sql`${modifierGroups.id} = ${skuModifierGroups.groupId} and ${modifierGroups.status}`)
    .innerJoin(modifierOptions, sql`${modifierOptions.groupId} = ${modifierGroups.id}`)
    .where(inArray(skuModifierGroups.skuId, skuIds))
    .orderBy(
      skuModifierGroups.skuId,
      skuModifierGroups.position,
      modifierGroups.id,
      modifierOptions.position,
      modifierOptions.id,
    );
  const bySku = new Map<number, Group[]>();
  for (const { skuId, groupId, selection, min, max, ...option } of rows) {
    const groups = bySku.get(skuId) ?? [];
    bySku.set(skuId, groups);
    let group = groups.at(-1);
    if (group?.id !== groupId) {
      group = { id: groupId, name: option.groupName, selection, min, max, options: [] };
      groups.push(group);
    }
    group.options.push({ ...option, groupId });
  }
  return bySku;
}

const frozen = ({
  optionId,
  groupName,
  indonesianGroupName,
  optionName,
  indonesianOptionName,
  priceDelta,
}: Offered) => ({
  optionId,
  groupName,
  indonesianGroupName,
  optionName,
  indonesianOptionName,
  priceDelta,
});

/** What a group's count of options breaks, if anything. */
function countProblem(group: Group, count: number): string | null {
  if (count < group.min)
    return group.min === 1 ? `Choose a ${group.name} option` : `Choose at least ${group.min} ${group.name} options`;
  if (count > group.max)
    return group.max === 1
      ? `Choose only one ${group.name} option`
      : `Choose at most ${group.max} ${group.name} options`;
  return null;
}

/**
 * Each line's options, checked and completed with defaults, in the order the product offers them;
 * refuses the first line that breaks a rule. `products` names each line's product for messages.
 */
export async function chooseOptions(
  tx: Tx,
  outletId: number,
  lines: readonly { skuId: number; productName: string; options?: readonly number[] }[],
): Promise<FrozenOption[][]> {
  const bySku = await groupsOf(tx, outletId, [...new Set(lines.map((line) => line.skuId))]);
  return lines.map((line, index) => {
    const field = `items.${index}.options`;
    const groups = bySku.get(line.skuId) ?? [];
    const offered = new Map(groups.flatMap((group) => group.options.map((option) => [option.optionId, option])));
    const chosen = new Set<number>();
    for (const id of line.options ?? []) {
      const option = offered.get(id);
      if (!option) throw unprocessable(`This option is not offered with ${line.productName}`, field);
      if (chosen.has(id)) throw unprocessable(`${option.optionName} is chosen twice`, field);
      if (!option.active) throw unprocessable(`${option.optionName} is not available`, field);
      if (option.soldOut) throw unprocessable(`${option.optionName} is sold out`, field);
      chosen.add(id);
    }
    const answer: FrozenOption[] = [];
    for (const group of groups) {
      let picked = group.options.filter((option) => chosen.has(option.optionId));
      if (picked.length === 0 && group.selection === 'single') {
        const fallback = group.options.find((option) => option.isDefault && option.active && !option.soldOut);
        if (fallback) picked = [fallback];
      }
      const problem = countProblem(group, picked.length);
      if (problem) throw unprocessable(problem, field);
      answer.push(...picked.map(frozen));
    }
    return answer;
  });
}
