// A refused save that names a field (`errors[0].field`, e.g. `name` or `bundle_items.1.quantity`)
// shows its message next to that field, when the form has it.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';

/** The form's own wording for an error it knows, by field and HTTP status (e.g. a duplicate name). */
export type KnownErrors = Record<string, Partial<Record<number, () => string>>>;

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** Puts an API error on its field; answers whether it did. */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T, unknown, unknown>,
  known: KnownErrors = {},
): boolean {
  if (!isApiError(error) || !error.field || !hasPath(form.getValues(), error.field)) return false;
  const message = known[error.field]?.[error.status]?.() ?? error.message;
  form.setError(error.field as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
  return true;
}
