// The Modifier Groups screen's URL search (q, status) and the list call it makes; the list is not
// paged (a chain has a few dozen groups at most).
import type { ListModifierGroupsParams } from '@generated/model';
import { booleanParam, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const modifierGroupSearchSchema = searchSchema({ q: safeText, status: booleanParam('status') });
export type ModifierGroupSearch = SearchOf<typeof modifierGroupSearchSchema>;

export const modifierGroupListParams = (search: ModifierGroupSearch): ListModifierGroupsParams =>
  modifierGroupSearchSchema.pick(search);
