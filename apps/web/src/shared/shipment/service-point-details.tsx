import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { distanceText, type ServicePoint, servicePointAddress } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { openingSpans } from './opening-hours';

/**
 * A service point as the user checks it: name, address, the carrier's id, how far from the
 * receiver, UPS's kind of access point, and the week's hours. The finder in step 3, step 4's
 * summary and the consignment page show the same, so what was chosen is what is seen booked.
 */
export function ServicePointDetails({
  point,
  showDistance = true,
}: {
  point: ServicePoint;
  showDistance?: boolean;
}) {
  const { t } = useTranslation();
  const day = (d: string) => t(`servicePoint.days.${d}`);
  return (
    <Stack gap={2} data-testid="service-point-details">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{point.name}</Text>
        {showDistance && (
          <Badge variant="light" color="gray" size="sm" tt="none">
            {distanceText(point.distanceMetres)}
          </Badge>
        )}
        {point.accessPointType && (
          <Badge variant="outline" size="sm" tt="none">
            {point.accessPointType}
          </Badge>
        )}
      </Group>
      <Text size="sm">{servicePointAddress(point)}</Text>
      <Text size="xs" c="dimmed">
        {t('servicePoint.id', { id: point.id })}
      </Text>
      {point.openingHours.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('servicePoint.hours')}:{' '}
          {openingSpans(point.openingHours)
            .map(
              (s) =>
                `${s.from === s.to ? day(s.from) : `${day(s.from)}–${day(s.to)}`} ${
                  s.ranges.length === 0 ? t('servicePoint.closed') : s.ranges.join(', ')
                }`,
            )
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/** The chosen point as its own card beside the parties: step 4's summary, the consignment page. */
export function ServicePointCard({ point }: { point: ServicePoint }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="summary-service-point">
      <Text fz="xs" tt="uppercase" c="dimmed" fw={700} mb={2}>
        {t(point.carrierCode === 225 ? 'servicePoint.titleUps' : 'servicePoint.title')}
      </Text>
      <ServicePointDetails point={point} />
    </Paper>
  );
}
