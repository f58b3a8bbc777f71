import type { TFunction } from '@/shared/i18n/translator';

/** "1–2 arbetsdagar", "2 arbetsdagar", "1 arbetsdag" (working days, not calendar days). */
export function deliveryDays(t: TFunction, min: number, max: number): string {
  if (min === max) return t('shipment.quote.days', { count: max });
  return t('shipment.quote.dayRange', { min, max });
}
