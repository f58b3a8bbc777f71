import { Alert, Anchor, Badge, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ShipmentTracking } from '@skeppa/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { isNotTracked, useTracking } from '../api/get-tracking';
import { asCancelled, deliveredAt, trackingStartsBy } from '../model/tracking-event';
import { ReceiverLink } from './receiver-link';
import { TrackingStatusBadge } from './tracking-status-badge';
import { TrackingTimeline } from './tracking-timeline';

/**
 * A booked shipment's tracking on its page: where it stands, when it is expected, the carrier's own
 * tracking page, the receiver's page and every carrier event. A shipment that is not tracked (booked
 * before tracking began) says so plainly; it is not an error.
 */
export function TrackingSection({
  orderNo,
  dateBooked,
  cancelled,
}: {
  orderNo: string;
  dateBooked: string;
  /** The order says the booking is cancelled: tracking may not have heard yet. */
  cancelled: boolean;
}) {
  const { t } = useTranslation();
  const [startingUntil] = useState(() => trackingStartsBy(dateBooked));
  const tracking = useTracking(orderNo, { startingUntil });
  const notTracked = isNotTracked(tracking.error);
  // Just booked: the booking's event starts tracking within seconds; until then, say so.
  const starting = notTracked && Date.now() < startingUntil;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="tracking-title"
      data-testid="tracking"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="tracking-title">
          {t('consignments.tracking.title')}
        </Title>
        {(tracking.isPending || starting) && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t(starting ? 'consignments.tracking.starting' : 'consignments.tracking.loading')}
            </Text>
          </Group>
        )}
        {notTracked && !starting && (
          <Text size="sm" data-testid="not-tracked">
            {t('consignments.tracking.notTracked')}
          </Text>
        )}
        {tracking.error && !notTracked && (
          <Alert color="red" role="alert">
            {errorMessage(t, tracking.error)}
          </Alert>
        )}
        {tracking.data && <Tracked tracking={cancelled ? asCancelled(tracking.data) : tracking.data} />}
      </Stack>
    </Paper>
  );
}

function Tracked({ tracking }: { tracking: ShipmentTracking }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`consignments.tracking.${key}`);
  const delivered = deliveredAt(tracking);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Group gap="xs">
            <TrackingStatusBadge status={tracking.status} />
            {tracking.finished && (
              <Badge variant="outline" color="gray.7" data-testid="tracking-ended">
                {k('ended')}
              </Badge>
            )}
          </Group>
          <Stack gap={6} component="dl" m={0}>
            {delivered ? (
              <Fact label={k('deliveredAt')} testId="delivered-at">
                {formatDate(delivered, { time: true })}
              </Fact>
            ) : (
              tracking.status !== 'cancelled' && (
                <Fact label={k('expectedDelivery')} testId="expected-delivery">
                  {tracking.expectedDelivery ?? k('expectedUnknown')}
                </Fact>
              )
            )}
            {/* Never checked and ended (cancelled at once): no check is coming, so none is promised. */}
            {(tracking.checkedAt || !tracking.finished) && (
              <Fact label={k('checkedAt')} testId="checked-at">
                {tracking.checkedAt ? formatDate(tracking.checkedAt, { time: true }) : k('notCheckedYet')}
              </Fact>
            )}
          </Stack>
          {tracking.carrierTrackingUrl && (
            <Anchor
              href={tracking.carrierTrackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="carrier-tracking-link"
            >
              <Group gap={4} component="span">
                {k('carrierLink')}
                <IconExternalLink size={14} aria-hidden />
                <Text span size="xs" c="dimmed">
                  {k('newTab')}
                </Text>
              </Group>
            </Anchor>
          )}
          <ReceiverLink orderNo={tracking.orderNo} url={tracking.receiverTrackingUrl} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {k('events')}
          </Title>
          {tracking.events.length > 0 && (
            <Text size="xs" c="dimmed">
              {k('eventsNote')}
            </Text>
          )}
          <TrackingTimeline events={tracking.events} finished={tracking.finished} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {children}
      </Text>
    </Group>
  );
}
