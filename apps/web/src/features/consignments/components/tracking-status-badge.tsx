import { Badge } from '@mantine/core';
import { isExceptionStatus, type TrackingStatus } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';

// Dark shades under white text (WCAG AA), the same as the list's badge for SPEC's statuses.
const COLOUR: Partial<Record<TrackingStatus, string>> = {
  none: 'gray.7',
  booked: 'blue.9',
  printed: 'indigo.9',
  confirmed: 'cyan.9',
  pickup: 'violet.9',
  inTransit: 'grape.9',
  outForDelivery: 'grape.9',
  readyForPickup: 'grape.9',
  delivered: 'teal.9',
  cancelled: 'red.9',
  unknown: 'gray.7',
};

/** A tracking status's colour: an exception (delayed, failed, customs, returned) stands out. */
export const trackingColour = (status: TrackingStatus) =>
  isExceptionStatus(status) ? 'pink.9' : (COLOUR[status] ?? 'gray.7');

/**
 * The shipment's status as tracking knows it: SPEC's label where SPEC names it, our own finer one
 * (out for delivery, delayed, …) where it does not.
 */
export function TrackingStatusBadge({ status }: { status: TrackingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={trackingColour(status)}
      size="lg"
      data-tracking-status={status}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`consignments.status.${status}`)}
    </Badge>
  );
}
