// The Channel menus screen's URL search (page, size, outlet, platform) and the list call it makes.
import type { ListChannelMenuSyncsParams } from '@generated/model';
import { enumParam, numericParam, pagingSearch, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const channelMenuSearchSchema = searchSchema({
  ...pagingSearch,
  outlet_id: numericParam('outletId'),
  channel: enumParam('channel', ['gofood', 'grabfood']),
});
export type ChannelMenuSearch = SearchOf<typeof channelMenuSearchSchema>;

export const channelMenuListParams = (search: ChannelMenuSearch): ListChannelMenuSyncsParams =>
  channelMenuSearchSchema.pick(search);
