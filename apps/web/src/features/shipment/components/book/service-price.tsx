import { Anchor, Stack, Text } from '@mantine/core';
import type { Order, Quote } from '@skeppa/domain';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ShipmentPrice } from '../shipment-price';

interface Props {
  order: Order;
  booked: boolean;
  serviceName: string;
  pickupText: string;
  onTerms?: (() => void) | undefined;
  price: { data?: Quote | null | undefined; isLoading: boolean; stale: boolean; error: unknown };
}

/** The sender's order reference and the instructions to the driver and at delivery, as typed. */
function ordersAndInstructions(order: Order): { key: string; text: string }[] {
  const product = order.consignment?.transportProduct;
  const texts = (list: { text: string }[] | undefined) =>
    (list ?? [])
      .map((i) => i.text.trim())
      .filter(Boolean)
      .join(' ');
  return [
    { key: 'shipment.complete.senderOrderRef', text: order.senderOrderRef.trim() },
    { key: 'shipment.complete.pickupInstruction', text: texts(product?.pickup.instruction) },
    { key: 'shipment.complete.deliveryInstruction', text: texts(product?.delivery.instruction) },
  ].filter((l) => l.text !== '');
}

/**
 * Step 4's service, pickup, reference and instructions, and price. Unbooked, the price is the shipment's as the booking will
 * make it, part by part; booked, what it was booked at.
 */
export function ServicePrice({ order, booked, serviceName, pickupText, onTerms, price }: Props) {
  const { t } = useTranslation();
  return (
    <ShipmentPrice
      quote={booked ? undefined : price.data}
      loading={price.isLoading}
      stale={price.stale}
      error={price.error}
      note={booked ? undefined : t('shipment.price.bookNote')}
      heading="label"
    >
      <Stack gap={2} mb="sm" data-testid="summary-service">
        <Text fw={650}>{serviceName}</Text>
        <Text fz="sm">{pickupText}</Text>
        {onTerms && (
          <Anchor component="button" type="button" fz="sm" ta="left" onClick={onTerms}>
            {t('shipment.book.terms')}
          </Anchor>
        )}
        {ordersAndInstructions(order).map((l) => (
          <Text key={l.key} fz="sm" data-testid="summary-instruction">
            <Text span c="dimmed" fz="sm">
              {t(l.key)}:
            </Text>{' '}
            {l.text}
          </Text>
        ))}
        {booked && order.calculatedPrice !== null && (
          <Text fz="sm" data-testid="booked-price">
            {t('shipment.price.bookedAt', {
              price: formatMoney(order.calculatedPrice, order.calculatedCurrency),
            })}
          </Text>
        )}
      </Stack>
    </ShipmentPrice>
  );
}
