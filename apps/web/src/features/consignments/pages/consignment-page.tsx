import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { acceptsUpsPaperless, customsInvoiceRequired, isCancelled, type Order } from '@skeppa/domain';
import {
  IconArchive,
  IconArrowLeft,
  IconCloudUpload,
  IconCopy,
  IconFileInvoice,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOrder } from '@/shared/api/bookings/get-order';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { errorMessage } from '@/shared/api/error-message';
import { useServiceName } from '@/shared/api/freight-service/service-name';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PrintAction } from '@/shared/print/print-action';
import { paths } from '@/shared/routes/paths';
import { copyForNewShipment, handOverBookAgain } from '@/shared/shipment/book-again';
import { ServicePointCard } from '@/shared/shipment/service-point-details';
import { PageLoader } from '@/shared/ui/page-loader';
import { CancelBooking } from '../components/cancel-booking';
import { Facts } from '../components/facts';
import { GoodsCard } from '../components/goods-card';
import { PartCard } from '../components/part-card';
import { StatusBadge } from '../components/status-badge';
import { TrackingSection } from '../components/tracking-section';
import { dateFacts, referenceFacts, serviceFacts } from '../model/consignment-facts';
import { bookPath } from '../model/links';
import { partOf, placeLine, summaryLine } from '../model/order-row';

/** `/consignment?orderNo=…`: one shipment, in full, or as a summary once archived (SPEC §4). */
export default function ConsignmentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useOrder(orderNo);
  if (!orderNo) return <Alert color="yellow">{t('consignments.page.missing')}</Alert>;
  if (order.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, order.error)}
      </Alert>
    );
  }
  if (!order.data) return <PageLoader />;
  return <Consignment order={order.data} />;
}

function Consignment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const booked = order.dateBooked !== null;
  const archived = order.archived;
  const c = order.consignment;
  const number = order.consignmentNo ?? order.orderNo;
  const client = useQueryClient();
  // Printing marks the order printed: the page, the lists and the badges read it again.
  const printed = () => void client.invalidateQueries({ queryKey: bookingsKey });
  // A cancelled booking has no documents: the carrier no longer expects the goods.
  const documents =
    booked && !archived && !isCancelled(order) && c?.consignmentId != null ? c.consignmentId : null;
  const from = c ? (partOf(c, 'consignor')?.address.countrycode ?? '') : '';
  const to = c ? (partOf(c, 'consignee')?.address.countrycode ?? '') : '';

  const bookAgain = () => {
    if (!c) return;
    handOverBookAgain(copyForNewShipment(order, c));
    navigate(paths.shipmentStep1);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={booked ? paths.consignmentList : paths.consignmentNew} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(booked ? 'consignments.page.back' : 'consignments.page.backNew')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('routes.consignment')} {number}
          </Title>
          <Group gap="sm">
            <StatusBadge order={order} />
            <Text size="sm" c="dimmed">
              {t('consignments.page.orderNo')}: {order.orderNo}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          {!booked && (
            <Button component={Link} to={bookPath(order.orderNo)}>
              {t('consignments.actions.book')}
            </Button>
          )}
          {documents !== null && <PrintAction consignmentIds={[documents]} onPrinted={printed} />}
          {documents !== null && customsInvoiceRequired(from, to) && (
            <Button
              variant="default"
              leftSection={<IconFileInvoice size={16} />}
              component={Link}
              to={`${paths.customs}?consignmentId=${documents}`}
            >
              {t('routes.customs')}
            </Button>
          )}
          {documents !== null && acceptsUpsPaperless(order.supplierId, to) && (
            <Button
              variant="default"
              leftSection={<IconCloudUpload size={16} />}
              component={Link}
              to={`${paths.upspaperless}?consignmentId=${documents}`}
            >
              {t('routes.upspaperless')}
            </Button>
          )}
          {/* An insurance claim is the insurer's: only an insured shipment has one to file. */}
          {documents !== null && order.insured && (
            <Button
              variant="default"
              leftSection={<IconShieldCheck size={16} />}
              component={Link}
              to={`${paths.claim}?id=${documents}`}
              data-testid="claim-link"
            >
              {t('consignments.actions.claim')}
            </Button>
          )}
          <CancelBooking order={order} />
          {c && (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={bookAgain}>
              {t('consignments.actions.bookAgain')}
            </Button>
          )}
        </Group>
      </Group>
      {/* Where the booked shipment is comes first: it is what a coordinator opens the page for. */}
      {order.dateBooked && !archived && (
        <TrackingSection
          orderNo={order.orderNo}
          dateBooked={order.dateBooked}
          cancelled={isCancelled(order)}
        />
      )}
      {archived ? <Archived order={order} /> : <Full order={order} />}
    </Stack>
  );
}

/** What an archived shipment still shows: who to whom, when, with what, for how much. */
function Archived({ order }: { order: Order }) {
  const { t } = useTranslation();
  const serviceName = useServiceName(order.templateName);
  // An archived order may come without its consignment: the summary reads the order's own places.
  const line = (role: 'consignor' | 'consignee') => {
    const summary = role === 'consignor' ? order.from : order.to;
    const { name, place } = summary ? summaryLine(summary) : placeLine(partOf(order.consignment, role));
    return [name, place].filter(Boolean).join(', ');
  };
  return (
    <Stack gap="md">
      <Alert
        color="gray"
        variant="light"
        icon={<IconArchive />}
        title={t('consignments.archived.title')}
        data-testid="archived-notice"
      >
        {t('consignments.archived.notice')}
      </Alert>
      <Facts
        title={t('consignments.page.summary')}
        testId="archived-summary"
        facts={[
          [t('consignments.roles.consignor'), line('consignor')],
          [t('consignments.roles.consignee'), line('consignee')],
          ...serviceFacts(t, order, null, serviceName).slice(0, 3),
          [t('consignments.page.dateBooked'), dateFacts(t, order)[1]?.[1]],
          [t('consignments.page.senderOrderRef'), order.senderOrderRef],
        ]}
      />
    </Stack>
  );
}

function Full({ order }: { order: Order }) {
  const { t } = useTranslation();
  const serviceName = useServiceName(order.templateName);
  const c = order.consignment;
  return (
    <Stack gap="md">
      {c && (
        <Grid gap="md">
          {c.parts.map((part) => (
            <Grid.Col key={part.role} span={{ base: 12, sm: 6, lg: c.parts.length > 2 ? 4 : 6 }}>
              <PartCard part={part} />
            </Grid.Col>
          ))}
          {c.transportProduct.servicePoint && (
            <Grid.Col span={{ base: 12, sm: 6, lg: c.parts.length > 2 ? 4 : 6 }}>
              <ServicePointCard point={c.transportProduct.servicePoint} />
            </Grid.Col>
          )}
        </Grid>
      )}
      {c && <GoodsCard goods={c.goodsItem} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Facts
            title={t('consignments.page.service')}
            facts={serviceFacts(t, order, c, serviceName)}
            testId="service"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Facts
              title={t('consignments.page.references')}
              facts={referenceFacts(t, order, c)}
              testId="references"
            />
            <Facts title={t('consignments.page.dates')} facts={dateFacts(t, order)} testId="dates" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { consignmentTexts as texts } from '../texts';
