import type { Consignment, Order } from '@skeppa/domain';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import type { TFunction } from '@/shared/i18n/translator';
import type { Fact } from '../components/facts';
import { carrierName, partOf } from './order-row';

/** 'HH:MM' of a pickup time, whether written as a time or as a local date-time with offset. */
export function clock(value: string): string {
  return /(?:^|T)(\d{2}:\d{2})/.exec(value)?.[1] ?? '';
}

const money = (amount: number | null, currency: string) =>
  amount === null ? '' : formatMoney(amount, currency);

/**
 * Carrier, service, price, insurance, pickup and the terms a shipment was booked with.
 * `serviceName` is the freight service's name; the template code stands in while it is unknown.
 */
export function serviceFacts(
  t: TFunction,
  order: Order,
  c: Consignment | null,
  serviceName = order.templateName,
): Fact[] {
  const pickup = c?.transportProduct.pickup;
  const tod = c?.transportProduct.tod;
  const facts: Fact[] = [
    [t('consignments.page.carrier'), carrierName(order)],
    [t('consignments.page.template'), serviceName],
    [
      t('consignments.page.price'),
      money(order.calculatedPrice, order.calculatedCurrency) || t('consignments.page.priceMissing'),
    ],
    [
      t('consignments.page.insurance'),
      order.insured
        ? t('consignments.page.insured', {
            value: money(order.goodsValue, 'SEK'),
            price: money(order.insurancePrice, 'SEK'),
          })
        : t('consignments.page.notInsured'),
    ],
    [
      t('consignments.page.pickup'),
      order.noPickup
        ? t('consignments.page.noPickup')
        : pickup?.date
          ? t('consignments.page.pickupWindow', {
              date: pickup.date,
              earliest: clock(pickup.earliest),
              latest: clock(pickup.latest),
            })
          : '',
    ],
  ];
  if (!c) return facts;
  const text = (list: { text: string }[]) =>
    list
      .map((i) => i.text)
      .filter(Boolean)
      .join(' ');
  facts.push(
    [t('consignments.page.pickupInstruction'), text(c.transportProduct.pickup.instruction)],
    [t('consignments.page.deliveryInstruction'), text(c.transportProduct.delivery.instruction)],
    [
      t('consignments.page.terms'),
      tod?.combiterm ? [tod.combiterm, tod.location].filter(Boolean).join(' ') : '',
    ],
    [t('consignments.page.services'), c.transportProduct.serviceOption.map((s) => s.type).join(', ')],
  );
  return facts;
}

/** The references the sender and the recipient gave. */
export function referenceFacts(t: TFunction, order: Order, c: Consignment | null): Fact[] {
  return [
    [t('consignments.page.senderOrderRef'), order.senderOrderRef],
    [t('consignments.page.senderReference'), partOf(c, 'consignor')?.reference.reference ?? ''],
    [t('consignments.page.receiverReference'), partOf(c, 'consignee')?.reference.reference ?? ''],
    [t('consignments.page.receiverCustomerNo'), partOf(c, 'consignee')?.reference.customerNo ?? ''],
  ];
}

/** When it was saved, booked and printed, and when the carrier last reported. */
export function dateFacts(t: TFunction, order: Order): Fact[] {
  return [
    [t('consignments.page.datePlaced'), formatDate(order.datePlaced, { time: true })],
    [t('consignments.page.dateBooked'), formatDate(order.dateBooked, { time: true })],
    [t('consignments.page.datePrinted'), formatDate(order.datePrinted, { time: true })],
    [t('consignments.page.statusUpdated'), formatDate(order.statusUpdated, { time: true })],
  ];
}
