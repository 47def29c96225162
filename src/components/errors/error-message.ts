// What the 'Error Details' box shows. A failed search validation arrives as the validator's
// issue list serialised to JSON; people should read "Page must be a number", not JSON.
import { t } from '@/lib/i18n';
interface Issue {
  message?: unknown;
}

const issueMessages = (issues: unknown): string | undefined => {
  if (!Array.isArray(issues)) return undefined;
  const messages = (issues as Issue[]).map((issue) => issue?.message).filter((m): m is string => typeof m === 'string');
  return messages.length > 0 ? messages.join('; ') : undefined;
};

export function errorDetails(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!(error instanceof Error)) return t('errors.unknownError');
  const fromCause = issueMessages((error.cause as { issues?: unknown } | undefined)?.issues);
  if (fromCause) return fromCause;
  try {
    return issueMessages(JSON.parse(error.message)) ?? error.message;
  } catch {
    return error.message || t('errors.unknownError');
  }
}
