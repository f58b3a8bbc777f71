import { Alert, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { postcodeProblem, type ServicePoint } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ServicePointDetails } from '@/shared/shipment/service-point-details';
import { useServicePoints } from '../../api/list-service-points';
import { completionActions } from '../../model/completion-store';

interface Props {
  supplierId: number;
  /** UPS: its access points, named as UPS names them. */
  ups: boolean;
  receiver: { postcode: string; countrycode: string };
  chosen: ServicePoint | null;
  error?: string | undefined;
}

/**
 * Step 3's finder for a service point template (`locationFinder`, `locationFinderUPS`): the
 * carrier's points near the receiver's postcode, nearest first, one chosen as a radio card. The
 * chosen point is kept whole in the completion and saved with the consignment.
 */
export function ServicePointFields({ supplierId, ups, receiver, chosen, error }: Props) {
  const { t } = useTranslation();
  const ready =
    receiver.postcode.trim() !== '' && postcodeProblem(receiver.postcode, receiver.countrycode) === null;
  const points = useServicePoints(
    { supplierId, postcode: receiver.postcode, countryCode: receiver.countrycode },
    ready,
  );
  const list = points.data ?? [];
  // A point chosen for an earlier receiver postcode stays chosen, shown above the new list.
  const chosenElsewhere = chosen && !list.some((p) => p.id === chosen.id) ? chosen : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="service-point-fields">
      <Title order={2} fz="md" mb={4}>
        {t(ups ? 'shipment.servicePoint.titleUps' : 'shipment.servicePoint.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(ups ? 'shipment.servicePoint.introUps' : 'shipment.servicePoint.intro')}
      </Text>
      {!ready && <Text size="sm">{t('shipment.servicePoint.enterPostcode')}</Text>}
      {ready && points.isLoading && (
        <Group gap="xs" data-testid="service-points-loading">
          <Loader size="sm" />
          <Text size="sm">{t('shipment.servicePoint.loading')}</Text>
        </Group>
      )}
      {ready && points.isError && (
        <Alert color="orange" variant="light" role="alert" data-testid="service-points-error">
          {errorMessage(t, points.error)}
        </Alert>
      )}
      {chosenElsewhere && (
        <Paper withBorder p="sm" mb="sm" data-testid="service-point-chosen">
          <Text size="xs" c="dimmed" mb={4}>
            {t('shipment.servicePoint.chosen')}
          </Text>
          <ServicePointDetails point={chosenElsewhere} showDistance={false} />
        </Paper>
      )}
      {list.length > 0 && (
        <Radio.Group
          id="servicePoint"
          value={chosen?.id ?? null}
          onChange={(id) => completionActions.setServicePoint(list.find((p) => p.id === id) ?? null)}
          error={error}
          aria-label={t(ups ? 'shipment.servicePoint.titleUps' : 'shipment.servicePoint.title')}
        >
          <Stack gap="xs">
            {list.map((p) => (
              <Radio.Card key={p.id} value={p.id} radius="md" p="sm" data-testid="service-point-option">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  <ServicePointDetails point={p} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {error && list.length === 0 && (
        <Text size="sm" c="red" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}
