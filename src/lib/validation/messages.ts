// Form and search messages in the language in use: zod calls these when it finds a problem, so a
// message is always in the language of the moment it is shown.
import type { ParseKeys } from 'i18next';
import { t } from '../i18n';

export type TextKey = ParseKeys;

/**
 * zod's `error` option for a message from the catalogue: `z.string().min(1, message('category.nameRequired'))`.
 * Values given as text keys (`{ label: 'category.name' }` with `labels`) are translated too.
 */
export const message = (key: TextKey, values?: Record<string, unknown>, labels?: Record<string, TextKey>) => ({
  error: () => {
    const translated = Object.fromEntries(Object.entries(labels ?? {}).map(([name, label]) => [name, t(label)]));
    return t(key, { ...values, ...translated } as never) as unknown as string;
  },
});

/** '<Label> must be at most <max> characters'. */
export const maxLengthMessage = (label: TextKey, max: number) => message('validation.maxLength', { max }, { label });
