// Building blocks for route search validation: each carries the spec's message in the language in
// use, and each accepts what TanStack Router's search parser hands over (it turns `?page=2` into
// the number 2 and leaves `?page=abc` a string). Labels are keys of the `params` texts.
//
// The route table holds every screen's search schema and loads with the first page, sign-in
// included, so these are plain functions rather than a schema library (the forms' library loads
// with the screens that have forms). A schema is a Standard Schema: the router validates with it,
// and a refused value becomes the error page's message (see errorDetails).
import type en from '../i18n/locales/en/shell.json';
import { t } from '../i18n';
import { isDangerousContent } from './dangerous-content';

export type ParamLabel = keyof typeof en.params;

/** What a param makes of a value: the value to use, or why it is refused. */
export type Checked<T> = { value: T; issues?: undefined } | { issues: string[] };

/**
 * One search value, checked and converted. `I` is what a link may put in the URL for it (for the
 * router's types only).
 */
export interface Param<O, I = O> {
  (value: unknown): Checked<O>;
  readonly input?: I;
}

type Output<P> = P extends Param<infer O, unknown> ? O : never;
type Input<P> = P extends Param<unknown, infer I> ? I : never;
type Shape = Record<string, Param<unknown, unknown>>;

/** A route's search: every key optional, the keys it does not name left out. */
export interface SearchSchema<O, I = O> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'teahouse-admin';
    readonly validate: (
      value: unknown,
    ) => { value: O; issues?: undefined } | { issues: { message: string; path: [string] }[] };
    readonly types?: { readonly input: I; readonly output: O };
  };
  /**
   * The values of this schema's keys in a route's search, which also holds whatever else the URL
   * carries: what a list asks the API for (`vendorSearchSchema.pick(search)`).
   */
  pick(search: O): O;
}

export type SearchOf<S> = S extends SearchSchema<infer O, unknown> ? O : never;

const ok = <T>(value: T): Checked<T> => ({ value });
const refuse = (...issues: string[]): Checked<never> => ({ issues });

/**
 * The schema of a route's search: each key in `shape` may be absent; present, it must pass its
 * param; every problem is reported, in the order of `shape`.
 */
export function searchSchema<S extends Shape>(
  shape: S,
): SearchSchema<{ [K in keyof S]?: Output<S[K]> | undefined }, { [K in keyof S]?: Input<S[K]> | undefined }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'teahouse-admin',
      validate: (input) => {
        const search = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
        const value: Record<string, unknown> = {};
        const issues: { message: string; path: [string] }[] = [];
        for (const [key, param] of Object.entries(shape)) {
          if (!(key in search)) continue;
          const raw = search[key];
          if (raw === undefined) {
            value[key] = undefined;
            continue;
          }
          const checked = param(raw);
          if (checked.issues) issues.push(...checked.issues.map((message) => ({ message, path: [key] as [string] })));
          else value[key] = checked.value;
        }
        return issues.length > 0 ? { issues } : { value: value as never };
      },
    },
    pick: (search) =>
      Object.fromEntries(
        Object.keys(shape).flatMap((key) => (key in search ? [[key, (search as Record<string, unknown>)[key]]] : [])),
      ) as never,
  };
}

/** A value of the wrong kind altogether (`?name=true` for a text): the generic message. */
const INVALID_INPUT = 'Invalid input';

const label = (key: ParamLabel) => t(`params.${key}`);

const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value >= 1;

const notANumber = (key: ParamLabel) => t('validation.mustBeNumber', { label: label(key) });
const notFromOne = (key: ParamLabel) => t('validation.mustBeWholeFromOne', { label: label(key) });

/** Why a value is not a whole number from 1: not a number at all, or a number out of range. */
const refusal = (key: ParamLabel, parsed: number) =>
  refuse(Number.isFinite(parsed) ? notFromOne(key) : notANumber(key));

/** A finite number, or text: what a numeric param starts from. */
const isNumberOrText = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';

/**
 * A page, size or id: a whole number from 1 up, else '<Label> must be a number' (`?page=abc`) or
 * '<Label> must be a whole number from 1' (`?size=-5`, `?page=0`, `?page=2.5`), never a crash further on.
 */
export const numericParam =
  (key: ParamLabel): Param<number, number | string> =>
  (value) => {
    const parsed = isNumberOrText(value) ? toNumber(value) : Number.NaN;
    return isPositiveInteger(parsed) ? ok(parsed) : refusal(key, parsed);
  };

/** The most rows a list asks for at once (the contract's maximum page size). */
export const MAX_PAGE_SIZE = 100;

/** A comma-separated list of ids (`1,2,3`), also accepted as an array: '<Label> must be a number'. */
export const idListParam =
  (key: ParamLabel): Param<number[], number | string | (number | string)[]> =>
  (value) => {
    const parts: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    if (parts.length === 0 || !parts.every(isNumberOrText)) return refuse(notANumber(key));
    const ids = parts.map(toNumber);
    const wrong = ids.find((id) => !isPositiveInteger(id));
    return wrong === undefined ? ok(ids) : refusal(key, wrong);
  };

/** Free text typed into a search box; numbers typed there come back as strings. */
export const safeText: Param<string, string | number> = (value) => {
  if (!isNumberOrText(value)) return refuse(INVALID_INPUT);
  const text = String(value);
  return isDangerousContent(text) ? refuse(t('validation.dangerousContent')) : ok(text);
};

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar day, YYYY-MM-DD, that exists (no 2024-02-31). */
export const dateParam: Param<string> = (value) =>
  typeof value === 'string' && isCalendarDay(value) ? ok(value) : refuse(t('validation.dateFormat'));

/** A calendar month, YYYY-MM. */
export const monthParam: Param<string> = (value) =>
  typeof value === 'string' && /^[1-9]\d{3}-(0[1-9]|1[0-2])$/.test(value)
    ? ok(value)
    : refuse(t('validation.monthFormat'));

const NAME_ID_PATTERN = /^[^_]+(?:_[^_]+)*_\d+$/;

/**
 * A filter that names a record and carries its id, `name_id` (for example `Budi Santoso_12`),
 * so the filter chip can show the name while the API receives the id.
 */
export const nameIdParam =
  (key: ParamLabel): Param<string> =>
  (value) => {
    if (typeof value !== 'string') return refuse(t('validation.nameIdPattern', { label: label(key) }));
    const issues = [
      ...(NAME_ID_PATTERN.test(value) ? [] : [t('validation.nameIdPattern', { label: label(key) })]),
      ...(isDangerousContent(value) ? [t('validation.dangerousContent')] : []),
    ];
    return issues.length > 0 ? refuse(...issues) : ok(value);
  };

/** One of a fixed set of values: '<Label> must be one of A, B, C'. */
export const enumParam =
  <const T extends readonly [string, ...string[]]>(key: ParamLabel, values: T): Param<T[number]> =>
  (value) =>
    typeof value === 'string' && values.includes(value)
      ? ok(value as T[number])
      : refuse(t('validation.oneOf', { label: label(key), values: values.join(', ') }));

/** A yes/no filter (`?status=true`), also accepted as the text the URL carries: '<Label> must be one of true, false'. */
export const booleanParam =
  (key: ParamLabel): Param<boolean, boolean | 'true' | 'false'> =>
  (value) =>
    typeof value === 'boolean' || value === 'true' || value === 'false'
      ? ok(value === true || value === 'true')
      : refuse(t('validation.oneOf', { label: label(key), values: 'true, false' }));

/** Page and size, present on every list screen; a size above the maximum shows the maximum. */
export const pagingSearch = {
  page: numericParam('page'),
  size: ((value) => {
    const checked = numericParam('size')(value);
    return checked.issues ? checked : ok(Math.min(checked.value, MAX_PAGE_SIZE));
  }) as Param<number, number | string>,
};

/**
 * A number from a fixed set (order or invoice status, where 0 is a status too): a whole number
 * first, then one of the set.
 */
export const numericEnumParam =
  <T extends number>(key: ParamLabel, values: readonly T[]): Param<T, number | string> =>
  (value) => {
    const parsed = isNumberOrText(value) ? toNumber(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed)) return refuse(notANumber(key));
    return (values as readonly number[]).includes(parsed)
      ? ok(parsed as T)
      : refuse(t('validation.oneOf', { label: label(key), values: values.join(', ') }));
  };
