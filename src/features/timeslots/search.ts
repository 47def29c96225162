// The Timeslot screen's URL search (spec section 2: date, YYYY-MM-DD; today in Jakarta when absent)
// and the list call it makes.
import { z } from 'zod';
import type { ListTimeslotsParams } from '../../../generated/model';
import { jakartaToday } from '../../lib/format';
import { dateParam } from '../../lib/validation/search-params';

export const timeslotSearchSchema = z.object({ date: dateParam.optional() });
export type TimeslotSearch = z.infer<typeof timeslotSearchSchema>;

export const timeslotListParams = ({ date }: TimeslotSearch): ListTimeslotsParams => ({ date: date ?? jakartaToday() });
