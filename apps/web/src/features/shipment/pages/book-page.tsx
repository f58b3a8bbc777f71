import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Part } from '@skeppa/domain';
import { collectConsignmentErrors, templateNameFlags } from '@skeppa/domain';
import { IconArrowLeft, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type BookingError, useBookShipment } from '@/shared/api/bookings/book-order';
import { useOrder } from '@/shared/api/bookings/get-order';
import { newBookingKey } from '@/shared/api/bookings/idempotency';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { errorMessage } from '@/shared/api/error-message';
import { freightServiceQueryOptions } from '@/shared/api/freight-service/get-freight-service';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PrintAction } from '@/shared/print/print-action';
import { paths } from '@/shared/routes/paths';
import { ui } from '@/shared/ui/ui-store';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { GoodsSummary } from '../components/book/goods-summary';
import { PartSummary } from '../components/book/part-summary';
import { PriceSummary } from '../components/book/price-summary';
import { money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { ShipmentSteps } from '../components/shipment-steps';
import { useOpenServiceTexts } from '../hooks/use-open-service-texts';
import { completionActions, useCompletionStore } from '../model/completion-store';
import { draftActions } from '../model/draft-store';
import { timeOf } from '../model/pickup-time';

type CodedError = BookingError;

/** A consignment error whose code names a party ("consignee.mobile…") is shown with that party. */
function errorsOf(part: Part, errors: CodedError[]) {
  return errors.filter((e) => e.code.split(/[._]/)[0]?.toLowerCase() === part.role.toLowerCase());
}

/** The text of a refusal; a changed price says the new one, so the user can decide at once. */
function useErrorText() {
  const { t } = useTranslation();
  return (e: CodedError) => {
    const text = errorMessage(t, e);
    const [price, currency] = e.values ?? [];
    if (e.code !== 'booking.price_changed' || typeof price !== 'number') return text;
    return `${text} ${t('shipment.book.newPrice', { price: money(t, price, String(currency ?? 'SEK')) })}`;
  };
}

/**
 * `/shipment/book?orderNo=…`: step 4. What will be booked, checked once more (parties, goods,
 * service, pickup, price), the terms, and Book. Each press is one booking attempt with its own
 * Idempotency-Key, so a double click or a lost answer never books twice.
 */
export default function BookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const book = useBookShipment();
  const flash = useSuccessFlash();
  const editable = useCompletionStore((s) => s.completion?.orderNo === orderNo);
  const [errors, setErrors] = useState<CodedError[]>([]);
  const errorText = useErrorText();
  const attempt = useRef<{ consignment: string; order: string } | null>(null);

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
  const { consignment } = order.data;
  const booked = Boolean(order.data.dateBooked || order.data.consignmentNo);

  const onBook = async () => {
    setErrors([]);
    // One attempt, one pair of keys: the network retries inside reuse them; a new press is a new attempt.
    attempt.current = { consignment: newBookingKey(), order: newBookingKey() };
    try {
      const result = await book.mutateAsync({ orderNo, keys: attempt.current });
      if (!result.booked) return setErrors(collectConsignmentErrors([result.errors]));
      flash();
      ui.showBanner({
        kind: 'success',
        text: t('shipment.book.booked', { consignmentNo: result.order.consignmentNo ?? '' }),
      });
      if (editable) {
        completionActions.clear();
        draftActions.clear();
      }
      navigate(`${paths.consignment}?orderNo=${encodeURIComponent(result.order.orderNo)}`);
    } catch (error) {
      setErrors([{ code: 'call', description: errorMessage(t, error) }]);
    }
  };

  const pickup = consignment?.transportProduct.pickup;
  const noPickup = order.data.noPickup || templateNameFlags(templateName).noPickup;
  const pickupText =
    noPickup || !pickup?.date
      ? t('shipment.summary.noPickup')
      : t('shipment.book.pickupAt', {
          date: pickup.date,
          from: timeOf(pickup.earliest),
          to: timeOf(pickup.latest),
        });
  const partRoles = new Set((consignment?.parts ?? []).map((p) => p.role));
  const general = errors.filter((e) => !partRoles.has(e.code.split(/[._]/)[0] as Part['role']));

  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.shipmentStep4')}>{t('shipment.book.intro')}</PageHeader>
      <ShipmentSteps active={3} />
      {booked && (
        <Alert color="teal" variant="light" data-testid="already-booked">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">
              {t('shipment.book.alreadyBooked', { consignmentNo: order.data.consignmentNo ?? '' })}
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
            {errorsOf(part, errors).map((e) => (
              <Text key={e.code} c="red" fz="sm" role="alert">
                {errorText(e)}
              </Text>
            ))}
          </PartSummary>
        ))}
      </SimpleGrid>
      {consignment && <GoodsSummary goods={consignment.goodsItem} />}
      <PriceSummary
        order={order.data}
        serviceName={template.data?.templateSubject ?? templateName}
        pickupText={pickupText}
        onTerms={template.data ? () => void openTerms(template.data.id) : undefined}
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
              <span key={e.code}>{errorText(e)}</span>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between">
        {editable ? (
          <Button
            component={Link}
            to={paths.shipmentStep3}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('shipment.book.change')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="md"
          leftSection={<IconTruckDelivery size={18} />}
          loading={book.isPending}
          disabled={booked}
          onClick={() => void onBook()}
          data-testid="book-button"
        >
          {t('shipment.book.book')}
        </Button>
      </Group>
    </Stack>
  );
}

export { shipmentTexts as texts } from '../texts';
