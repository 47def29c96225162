// The Timeslot screen's URL search (date, YYYY-MM-DD; today in Jakarta when absent)
// and the list call it makes.
import type { ListTimeslotsParams } from '@generated/model';
import { jakartaToday } from '@/lib/jakarta-day';
import { dateParam, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const timeslotSearchSchema = searchSchema({ date: dateParam });
export type TimeslotSearch = SearchOf<typeof timeslotSearchSchema>;

export const timeslotListParams = ({ date }: TimeslotSearch): ListTimeslotsParams => ({ date: date ?? jakartaToday() });
