// The promotions screen's URL search (size, page, the name search `q` and the status filter) and the
// list call it makes.
import { PromotionStatus, type ListPromotionsParams } from '@generated/model';
import { enumParam, pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

const statuses = Object.values(PromotionStatus) as [PromotionStatus, ...PromotionStatus[]];

export const promotionSearchSchema = searchSchema({
  ...pagingSearch,
  q: safeText,
  status: enumParam('status', statuses),
});
export type PromotionSearch = SearchOf<typeof promotionSearchSchema>;

export const promotionListParams = (search: PromotionSearch): ListPromotionsParams =>
  promotionSearchSchema.pick(search);
