// Building blocks for route search validation: each carries the spec's message, and each accepts
// what TanStack Router's search parser hands over (it turns `?page=2` into the number 2 and
// leaves `?page=abc` a string).
import { z } from 'zod';
import { DANGEROUS_CONTENT_MESSAGE, isDangerousContent } from './dangerous-content';

const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A number such as page, size or an id: '<Label> must be a number'. */
export const numericParam = (label: string) => {
  const message = `${label} must be a number`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const parsed = toNumber(value);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
};

/** A comma-separated list of ids (`1,2,3`), also accepted as an array: '<Label> must be a number'. */
export const idListParam = (label: string) => {
  const message = `${label} must be a number`;
  return z
    .union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], { error: message })
    .transform((value, ctx) => {
      const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',');
      const ids = parts.map(toNumber);
      if (ids.length === 0 || ids.some((id) => !Number.isFinite(id))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ids;
    });
};

/** Free text typed into a search box; numbers typed there come back as strings. */
export const safeText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .refine((value) => !isDangerousContent(value), { message: DANGEROUS_CONTENT_MESSAGE });

export const DATE_FORMAT_MESSAGE = 'Date must be in YYYY-MM-DD format';

/** A calendar day, YYYY-MM-DD, that exists (no 2024-02-31). */
export const dateParam = z.string({ error: DATE_FORMAT_MESSAGE }).refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  },
  { message: DATE_FORMAT_MESSAGE },
);

const NAME_ID_PATTERN = /^[^_]+(?:_[^_]+)*_\d+$/;

/**
 * A filter that names a record and carries its id, `name_id` (for example `Budi Santoso_12`),
 * so the filter chip can show the name while the API receives the id.
 */
export const nameIdParam = (label: string) => {
  const message = `${label} must match the pattern name_id`;
  return z
    .string({ error: message })
    .regex(NAME_ID_PATTERN, { message })
    .refine((value) => !isDangerousContent(value), { message: DANGEROUS_CONTENT_MESSAGE });
};

/** One of a fixed set of values: '<Label> must be one of A, B, C'. */
export const enumParam = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

/** Page and size, present on every list screen. */
export const pagingSearch = {
  page: numericParam('Page').optional(),
  size: numericParam('Size').optional(),
};

/** A number from a fixed set (order or invoice status): a number first, then one of the set. */
export const numericEnumParam = (label: string, values: readonly number[]) =>
  numericParam(label).refine((value) => values.includes(value), {
    message: `${label} must be one of ${values.join(', ')}`,
  });
