import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isExceptionStatus, isFinalStatus } from '@skeppa/domain';
import { useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePublicTracking } from '../api/get-public-tracking';
import { ReceiverTimeline, wallTime } from '../components/receiver-timeline';
import { receiverTrackingTexts } from '../texts';

export const texts = receiverTrackingTexts;

/**
 * `/t/{token}`: the receiver's tracking page, opened from a notice mail without signing in. It
 * shows where and when (status, expected delivery, events by city, the carrier's own page) and
 * nothing else: no names, addresses, prices or other shipments (the API answers no more).
 */
export default function ReceiverTrackingPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const tracking = usePublicTracking(token);

  if (tracking.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('receiverTracking.title')} />
      </Group>
    );
  }
  if (tracking.isError) {
    const gone = tracking.error instanceof ApiError && [400, 404].includes(tracking.error.status);
    return (
      <Stack maw={560} mx="auto">
        <Title order={1} fz={26}>
          {t('receiverTracking.title')}
        </Title>
        <Alert color={gone ? 'gray' : 'red'} data-testid="receiver-tracking-error">
          {t(gone ? 'receiverTracking.notFound' : 'receiverTracking.loadFailed')}
        </Alert>
        {!gone && (
          <Button variant="default" onClick={() => tracking.refetch()} w="fit-content">
            {t('receiverTracking.retry')}
          </Button>
        )}
      </Stack>
    );
  }

  const s = tracking.data;
  const delivered = s.status === 'delivered' ? s.events.find((e) => e.status === 'delivered') : undefined;
  const colour = isExceptionStatus(s.status) ? 'orange.9' : isFinalStatus(s.status) ? 'teal.9' : 'blue.9';
  return (
    <Stack maw={560} mx="auto" gap="lg" data-testid="receiver-tracking">
      <div>
        <Title order={1} fz={26}>
          {t('receiverTracking.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('receiverTracking.intro')}
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Badge
            size="xl"
            color={colour}
            variant="filled"
            data-testid="receiver-status"
            maw="100%"
            // A long status ("Kan hämtas ut på utlämningsstället") wraps on a phone, never cut.
            styles={{
              root: { height: 'auto', paddingBlock: 6 },
              label: { whiteSpace: 'normal', overflow: 'visible', textTransform: 'none' },
            }}
          >
            {t(`receiverTracking.status.${s.status}`)}
          </Badge>
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(delivered ? 'receiverTracking.deliveredOn' : 'receiverTracking.expectedDelivery')}
            </Text>
            <Text fz={22} fw={700} data-testid="receiver-expected">
              {delivered
                ? wallTime(delivered.at)
                : (s.expectedDelivery ?? t('receiverTracking.noExpectedDelivery'))}
            </Text>
          </div>
          <Group gap="xl">
            <div>
              <Text fz="xs" c="dimmed">
                {t('receiverTracking.carrier')}
              </Text>
              <Text fw={500}>{s.carrier}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                {t('receiverTracking.consignmentNo')}
              </Text>
              <Text fw={500} ff="monospace">
                {s.consignmentNo}
              </Text>
            </div>
          </Group>
          {s.carrierTrackingUrl && (
            <Anchor href={s.carrierTrackingUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('receiverTracking.trackAtCarrier', { carrier: s.carrier })} ↗
            </Anchor>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz={18} mb="md">
          {t('receiverTracking.timeline')}
        </Title>
        {s.events.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('receiverTracking.noEvents')}
          </Text>
        ) : (
          <ReceiverTimeline events={s.events} />
        )}
      </Card>
      <Text fz="xs" c="dimmed">
        {t('receiverTracking.privacy')}
      </Text>
    </Stack>
  );
}
