// The dashboard's URL search: the period, 1, 7 or 30 days (1 when absent).
import { numericEnumParam, searchSchema } from '@/lib/validation/search-params';

export const DAY_CHOICES = [1, 7, 30] as const;
export type Days = (typeof DAY_CHOICES)[number];

export const dashboardSearchSchema = searchSchema({ days: numericEnumParam('days', DAY_CHOICES) });
