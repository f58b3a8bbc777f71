import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';

/**
 * The text for a failed shipment call, or for a consignment error {code, description} of a price
 * answer: a known code is translated like every other error code, else SPEC §8's fallbacks hold.
 */
export function shipmentErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) return errorMessage(t, error);
  const { code, description } = (error ?? {}) as { code?: unknown; description?: unknown };
  const key = typeof code === 'string' ? `errors.codes.${code}` : undefined;
  if (key && t(key, { defaultValue: '' })) return t(key);
  return errorMessage(t, description ?? error);
}
