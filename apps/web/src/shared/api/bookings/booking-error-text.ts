import { formatNumber } from '@skeppa/domain';
import type { TFunction } from '@/shared/i18n/translator';
import { errorMessage } from '../error-message';
import type { BookingError } from './book-order';

/**
 * The text of a booking's refusal, for step 4 and Book all alike. A changed price names the price
 * saved with the shipment and the price now (booking.price_changed's values), so the user can
 * decide at once.
 */
export function bookingErrorText(t: TFunction, e: BookingError): string {
  const [price, currency, agreed] = e.values ?? [];
  if (e.code !== 'booking.price_changed' || typeof price !== 'number' || typeof agreed !== 'number')
    return errorMessage(t, e);
  const amount = (n: number) => `${formatNumber(n)} ${String(currency ?? 'SEK')}`;
  return t('errors.priceChangedFromTo', { agreed: amount(agreed), price: amount(price) });
}
