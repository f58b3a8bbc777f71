import { Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { countryName, isExceptionStatus, type ShipmentTracking } from '@skeppa/domain';
import { IconAlertTriangle, IconCheck, IconTruck } from '@tabler/icons-react';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { carrierLocalTime } from '../model/tracking-event';
import { trackingColour } from './tracking-status-badge';

type TimelineEvent = ShipmentTracking['events'][number];

/**
 * The carrier's events, newest first as the server answers them: when (the carrier's local time),
 * where, our status, for an exception its cause in plain words, and the carrier's own text small.
 */
export function TrackingTimeline({ events, finished }: { events: TimelineEvent[]; finished: boolean }) {
  const { t } = useTranslation();
  if (events.length === 0) {
    return (
      <Stack gap={2} data-testid="no-events">
        <Text size="sm">{t('consignments.tracking.noEvents')}</Text>
        {/* A cancelled booking is asked no more: the promise of a check would be false. */}
        {!finished && (
          <Text size="sm" c="dimmed">
            {t('consignments.tracking.noEventsNote')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={22} lineWidth={2} role="list" data-testid="timeline">
      {events.map((e, i) => (
        <EventItem key={e.id} item={e} newest={i === 0} />
      ))}
    </Timeline>
  );
}

function EventItem({ item, newest }: { item: TimelineEvent; newest: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { at, place, status, cause, carrierText } = item.event;
  const when = carrierLocalTime(at);
  const exception = isExceptionStatus(status);
  const colour = newest || exception ? trackingColour(status) : 'gray.6';
  const Icon = exception ? IconAlertTriangle : status === 'delivered' ? IconCheck : IconTruck;
  const where = place
    ? [place.city, countryName(place.countryCode, language) ?? place.countryCode].filter(Boolean).join(', ')
    : '';
  return (
    <Timeline.Item
      role="listitem"
      data-testid="tracking-event"
      data-event-status={status}
      color={colour}
      bullet={
        <ThemeIcon size={22} radius="xl" color={colour}>
          <Icon size={13} aria-hidden />
        </ThemeIcon>
      }
      title={
        <Text fw={newest ? 700 : 600} size="sm">
          {t(`consignments.status.${status}`)}
        </Text>
      }
    >
      <Text size="sm">
        <time dateTime={at}>{when.dateTime}</time>
        {when.offset && (
          <Text span size="xs" c="dimmed">
            {` (${when.offset})`}
          </Text>
        )}
        {where && ` · ${where}`}
      </Text>
      {exception && cause && (
        <Text size="sm" c="pink.9" fw={500} data-testid="event-cause">
          {t(`consignments.tracking.cause.${cause}`)}
        </Text>
      )}
      {carrierText && (
        <Text size="xs" c="dimmed" title={t('consignments.tracking.carrierText')}>
          {carrierText}
        </Text>
      )}
    </Timeline.Item>
  );
}
