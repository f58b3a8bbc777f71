import { Text, Timeline } from '@mantine/core';
import { countryName, isExceptionStatus, type PublicTracking } from '@skeppa/domain';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The carrier's own wall-clock time as it wrote it: '2026-11-25T14:12:00+01:00' → '2026-11-25 14:12'. */
export const wallTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

/** The events (newest first, as the API answers them): what happened, when and where (city and country), and an exception's cause. */
export function ReceiverTimeline({ events }: { events: PublicTracking['events'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} color="teal">
      {events.map((e) => (
        <Timeline.Item
          key={`${e.at}-${e.status}`}
          color={isExceptionStatus(e.status) ? 'orange' : 'teal'}
          title={
            <Text fw={600} fz="sm" data-testid="receiver-event-status">
              {t(`receiverTracking.status.${e.status}`)}
            </Text>
          }
          data-testid="receiver-event"
        >
          <Text fz="sm" c="dimmed">
            {wallTime(e.at)}
            {e.place
              ? ` · ${e.place.city}, ${countryName(e.place.countryCode, language) ?? e.place.countryCode}`
              : ''}
          </Text>
          {e.cause && (
            <Text fz="sm" c="orange.9">
              {t(`receiverTracking.cause.${e.cause}`)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
