// Building blocks for route search validation: each carries the spec's message in the language in
// use, and each accepts what TanStack Router's search parser hands over (it turns `?page=2` into
// the number 2 and leaves `?page=abc` a string). Labels are keys of the `params` texts.
import { z } from 'zod';
import type en from '../i18n/locales/en.json';
import { t } from '../i18n';
import { isDangerousContent } from './dangerous-content';
import { message } from './messages';

export type ParamLabel = keyof typeof en.params;

const label = (key: ParamLabel) => t(`params.${key}`);

const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value >= 1;

const notANumber = (key: ParamLabel) => t('validation.mustBeNumber', { label: label(key) });

/**
 * A page, size or id: a whole number from 1 up, else '<Label> must be a number' (`?size=-5`,
 * `?page=2.5` and `?page=abc` alike, never a crash further on).
 */
export const numericParam = (key: ParamLabel) =>
  z.union([z.number(), z.string()], { error: () => notANumber(key) }).transform((value, ctx) => {
    const parsed = toNumber(value);
    if (!isPositiveInteger(parsed)) {
      ctx.addIssue({ code: 'custom', message: notANumber(key) });
      return z.NEVER;
    }
    return parsed;
  });

/** The most rows a list asks for at once (the contract's maximum page size). */
export const MAX_PAGE_SIZE = 100;

/** A comma-separated list of ids (`1,2,3`), also accepted as an array: '<Label> must be a number'. */
export const idListParam = (key: ParamLabel) =>
  z
    .union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], { error: () => notANumber(key) })
    .transform((value, ctx) => {
      const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',');
      const ids = parts.map(toNumber);
      if (ids.length === 0 || !ids.every(isPositiveInteger)) {
        ctx.addIssue({ code: 'custom', message: notANumber(key) });
        return z.NEVER;
      }
      return ids;
    });

/** Free text typed into a search box; numbers typed there come back as strings. */
export const safeText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .refine((value) => !isDangerousContent(value), message('validation.dangerousContent'));

/** A calendar day, YYYY-MM-DD, that exists (no 2024-02-31). */
export const dateParam = z.string(message('validation.dateFormat')).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, message('validation.dateFormat'));

const NAME_ID_PATTERN = /^[^_]+(?:_[^_]+)*_\d+$/;

/**
 * A filter that names a record and carries its id, `name_id` (for example `Budi Santoso_12`),
 * so the filter chip can show the name while the API receives the id.
 */
export const nameIdParam = (key: ParamLabel) => {
  const patternMessage = () => t('validation.nameIdPattern', { label: label(key) });
  return z
    .string({ error: patternMessage })
    .regex(NAME_ID_PATTERN, { error: patternMessage })
    .refine((value) => !isDangerousContent(value), message('validation.dangerousContent'));
};

/** One of a fixed set of values: '<Label> must be one of A, B, C'. */
export const enumParam = <const T extends readonly [string, ...string[]]>(key: ParamLabel, values: T) =>
  z.enum(values, { error: () => t('validation.oneOf', { label: label(key), values: values.join(', ') }) });

/** A yes/no filter (`?status=true`), also accepted as the text the URL carries: '<Label> must be one of true, false'. */
export const booleanParam = (key: ParamLabel) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], {
      error: () => t('validation.oneOf', { label: label(key), values: 'true, false' }),
    })
    .transform((value) => value === true || value === 'true');

/** Page and size, present on every list screen; a size above the maximum shows the maximum. */
export const pagingSearch = {
  page: numericParam('page').optional(),
  size: numericParam('size')
    .transform((size) => Math.min(size, MAX_PAGE_SIZE))
    .optional(),
};

/**
 * A number from a fixed set (order or invoice status, where 0 is a status too): a whole number
 * first, then one of the set.
 */
export const numericEnumParam = (key: ParamLabel, values: readonly number[]) =>
  z
    .union([z.number(), z.string()], { error: () => notANumber(key) })
    .transform((value, ctx) => {
      const parsed = toNumber(value);
      if (!Number.isSafeInteger(parsed)) {
        ctx.addIssue({ code: 'custom', message: notANumber(key) });
        return z.NEVER;
      }
      return parsed;
    })
    .refine((value) => values.includes(value), {
      error: () => t('validation.oneOf', { label: label(key), values: values.join(', ') }),
    });
