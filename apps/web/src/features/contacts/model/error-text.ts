import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import type { TFunction } from '@/shared/i18n/translator';

/**
 * An error's text with what it is about: the contacts a bulk call refused (by name where `name`
 * knows them) or the headings a file lacks.
 */
export function errorText(
  t: TFunction,
  error: unknown,
  name: (value: string | number) => string = String,
): string {
  const text = errorMessage(t, error);
  const values = isApiError(error) ? (error.body?.errors[0]?.values ?? []) : [];
  return values.length > 0 ? `${text}: ${values.map(name).join(', ')}` : text;
}
