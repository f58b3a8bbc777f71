import { formatNumber } from '@/shared/format/number';
import type { TFunction } from '@/shared/i18n/translator';

/** An amount with its currency, "1 162,57 SEK": the same in both languages, as on an invoice. */
export function money(t: TFunction, amount: number, currency: string): string {
  return t('shipment.money', { amount: formatNumber(amount), currency });
}
