import type { TFunction } from '@/shared/i18n/translator';
import { isApiError } from './api-error';

const GENERIC = 'errors.generic';

function usable(text: unknown): text is string {
  // SPEC §8: a missing text, or one that contains "undefined", falls back to the generic message.
  return typeof text === 'string' && text.trim() !== '' && !text.includes('undefined');
}

const translatedCode = (t: TFunction, code: unknown) => {
  const key = typeof code === 'string' && code ? `errors.codes.${code}` : undefined;
  return key && t(key, { defaultValue: '' }) ? t(key) : undefined;
};

/** A consignment error of a response body: `{ code, description }` (SPEC §7, §8). */
function isCodedError(error: unknown): error is { code: string; description?: unknown } {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && 'code' in error;
}

/**
 * The text to show for a failed call or a consignment error. A known error code is translated, so
 * a Swedish user never reads the server's English; otherwise SPEC §8's order applies: the
 * response's `message` (or the error's description), the error's own message, the error as text,
 * and finally the generic message.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const translated = translatedCode(t, error.code);
    if (translated) return translated;
    if (usable(error.body?.message)) return error.body.message;
    return t(GENERIC);
  }
  if (isCodedError(error)) return translatedCode(t, error.code) ?? errorMessage(t, error.description);
  if (error instanceof Error && usable(error.message)) {
    return error.name === 'TypeError' ? t('errors.network') : error.message;
  }
  if (usable(error)) return error;
  return t(GENERIC);
}
