// The toast every mutation shows unless its caller says otherwise through `meta`.
import { isApiError } from './api/errors';
import { t } from './i18n';

export interface MutationFeedbackMeta extends Record<string, unknown> {
  /** false: no success toast; a string: show it instead of the default. */
  successToast?: false | string;
  /** false: no error toast (the caller reports the failure itself); a string replaces the text. */
  errorToast?: false | string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationFeedbackMeta;
  }
}

/** The success toast text, or null for none: the response's `data` when it is text, else 'Success'. */
export function successToastText(response: unknown, meta?: MutationFeedbackMeta): string | null {
  if (meta?.successToast === false) return null;
  if (typeof meta?.successToast === 'string') return meta.successToast;
  if (typeof response === 'object' && response !== null && 'data' in response) {
    const data = (response as { data: unknown }).data;
    if (typeof data === 'string' && data.trim() !== '') return data;
  }
  return t('errors.success');
}

/**
 * The error toast text, or null for none. A failed HTTP call carries the API's message (the
 * ApiError already holds it); anything else shows its own message or 'An error occurred'.
 */
export function errorToastText(error: unknown, meta?: MutationFeedbackMeta): string | null {
  if (meta?.errorToast === false) return null;
  if (typeof meta?.errorToast === 'string') return meta.errorToast;
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('errors.default');
}
