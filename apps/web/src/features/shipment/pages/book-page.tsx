import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order, Part } from '@skeppa/domain';
import { samePrice, templateNameFlags } from '@skeppa/domain';
import { IconArrowLeft, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { BookingError } from '@/shared/api/bookings/book-order';
import { bookingErrorText } from '@/shared/api/bookings/booking-error-text';
import { useOrder } from '@/shared/api/bookings/get-order';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { errorMessage } from '@/shared/api/error-message';
import { freightServiceQueryOptions } from '@/shared/api/freight-service/get-freight-service';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PrintAction } from '@/shared/print/print-action';
import { paths } from '@/shared/routes/paths';
import { ServicePointCard } from '@/shared/shipment/service-point-details';
import { usePriceForBooking } from '../api/price-for-booking';
import { GoodsSummary } from '../components/book/goods-summary';
import { PartSummary } from '../components/book/part-summary';
import { PriceChanged } from '../components/book/price-changed';
import { ServicePrice } from '../components/book/service-price';
import { PageHeader } from '../components/page-header';
import { ShipmentSteps } from '../components/shipment-steps';
import { useBookStep } from '../hooks/use-book-step';
import { useChangeShipment } from '../hooks/use-change-shipment';
import { useOpenServiceTexts } from '../hooks/use-open-service-texts';
import { timeOf } from '../model/pickup-time';

/** A consignment error whose code names a party ("consignee.mobile…") is shown with that party. */
function errorsOf(part: Part, errors: BookingError[]) {
  return errors.filter((e) => e.code.split(/[._]/)[0]?.toLowerCase() === part.role.toLowerCase());
}

/** How an order's shipment prices; before the order has come, nothing is priced. */
const termsOf = (order: Order | undefined) => ({
  consigneeType: order?.consigneeType ?? 'company',
  noPickup: order?.noPickup ?? false,
  insured: order?.insured ?? false,
  goodsValue: order?.goodsValue ?? null,
});

/**
 * `/shipment/book?orderNo=…`: step 4. What will be booked, checked once more (parties, goods,
 * service, pickup, the price part by part as the booking will make it), the terms, and Book. A
 * price that moved since the shipment was saved is shown beside the saved one, to book at or to
 * change the shipment; a shipment opened from the send list can be changed as well.
 */
export default function BookPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useOrder(orderNo || null);
  const client = useQueryClient();
  const templateName = order.data?.templateName ?? '';
  const template = useQuery({
    ...freightServiceQueryOptions(templateName, language),
    enabled: Boolean(templateName),
  });
  const { openTerms } = useOpenServiceTexts();
  const changeShipment = useChangeShipment();
  const booked = Boolean(order.data?.dateBooked || order.data?.consignmentNo);
  const price = usePriceForBooking(
    termsOf(order.data),
    booked ? null : (order.data?.consignment ?? null),
    templateName,
  );
  const step = useBookStep(orderNo, () => void price.refetch());

  if (!orderNo || order.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('routes.shipmentStep4')} />
        <Alert color="red" variant="light" role="alert" data-testid="book-missing">
          {order.isError ? errorMessage(t, order.error) : t('shipment.book.noOrder')}
        </Alert>
        <Group>
          <Button component={Link} to={paths.start} variant="default">
            {t('shipment.select.toForm')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!order.data) return <Loader m="xl" />;
  const current = order.data;
  const { consignment } = current;
  const quote = price.data;
  const changed = Boolean(
    !booked && quote && !price.stale && !samePrice(current.calculatedPrice, quote.price),
  );

  const pickup = consignment?.transportProduct.pickup;
  const noPickup = current.noPickup || templateNameFlags(templateName).noPickup;
  const pickupText =
    noPickup || !pickup?.date
      ? t('shipment.summary.noPickup')
      : t('shipment.book.pickupAt', {
          date: pickup.date,
          from: timeOf(pickup.earliest),
          to: timeOf(pickup.latest),
        });
  const partRoles = new Set((consignment?.parts ?? []).map((p) => p.role));
  // A changed price is told by its own panel, with the prices side by side.
  const general = step.errors.filter(
    (e) =>
      !partRoles.has(e.code.split(/[._]/)[0] as Part['role']) &&
      !(changed && e.code === 'booking.price_changed'),
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.shipmentStep4')}>{t('shipment.book.intro')}</PageHeader>
      <ShipmentSteps active={3} />
      {booked && (
        <Alert color="teal" variant="light" data-testid="already-booked">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">
              {t('shipment.book.alreadyBooked', { consignmentNo: current.consignmentNo ?? '' })}
            </Text>
            {/* A booked shipment's documents print from here as from the consignment page. */}
            {consignment?.consignmentId != null && (
              <PrintAction
                consignmentIds={[consignment.consignmentId]}
                onPrinted={() => void client.invalidateQueries({ queryKey: bookingsKey })}
              />
            )}
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(consignment?.parts ?? []).map((part) => (
          <PartSummary key={part.role} part={part}>
            {errorsOf(part, step.errors).map((e) => (
              <Text key={e.code} c="red" fz="sm" role="alert">
                {bookingErrorText(t, e)}
              </Text>
            ))}
          </PartSummary>
        ))}
        {consignment?.transportProduct.servicePoint && (
          <ServicePointCard point={consignment.transportProduct.servicePoint} />
        )}
      </SimpleGrid>
      {consignment && <GoodsSummary goods={consignment.goodsItem} />}
      <ServicePrice
        order={current}
        booked={booked}
        serviceName={template.data?.templateSubject ?? templateName}
        pickupText={pickupText}
        onTerms={template.data ? () => void openTerms(template.data.id) : undefined}
        price={price}
      />
      {general.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('shipment.book.notBooked')}
          data-testid="book-errors"
        >
          <Stack gap={4}>
            {general.map((e) => (
              <span key={e.code}>{bookingErrorText(t, e)}</span>
            ))}
          </Stack>
        </Alert>
      )}
      {changed && quote ? (
        <PriceChanged
          agreed={current.calculatedPrice}
          now={quote.price}
          currency={quote.currency}
          busy={step.accepting || step.booking}
          onAccept={() => void step.onAccept(current, quote)}
          onChange={() => changeShipment(current)}
        />
      ) : (
        <Group justify="space-between">
          {booked ? (
            <span />
          ) : (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => changeShipment(current)}
            >
              {t('shipment.book.change')}
            </Button>
          )}
          <Button
            size="md"
            leftSection={<IconTruckDelivery size={18} />}
            loading={step.booking}
            disabled={booked}
            onClick={() => void step.onBook()}
            data-testid="book-button"
          >
            {t('shipment.book.book')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export { shipmentTexts as texts } from '../texts';
