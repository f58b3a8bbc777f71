import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

const GENERIC = 'errors.generic';

function usable(text: unknown): text is string {
  // SPEC §8: a missing text, or one that contains "undefined", falls back to the generic message.
  return typeof text === 'string' && text.trim() !== '' && !text.includes('undefined');
}

/**
 * The text to show for a failed call. A known error code is translated, so a Swedish user never
 * reads the server's English; otherwise SPEC §8's order applies: the response's `message`, the
 * error's own message, the error as text, and finally the generic message.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const code = error.code;
    const key = code ? `errors.codes.${code}` : undefined;
    if (key && t(key, { defaultValue: '' })) return t(key);
    if (usable(error.body?.message)) return error.body.message;
    return t(GENERIC);
  }
  if (error instanceof Error && usable(error.message)) {
    return error.name === 'TypeError' ? t('errors.network') : error.message;
  }
  if (usable(error)) return error;
  return t(GENERIC);
}
