import 'mantine-datatable/styles.css';
import { Alert, Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  WEBHOOK_DELIVERY_DEFAULT_PAGE_SIZE,
  WEBHOOK_DELIVERY_PAGE_SIZES,
  type WebhookDelivery,
} from '@skeppa/domain';
import { IconHistory, IconSend } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { useDeliveries } from '../api/list-deliveries';
import { useRedeliver } from '../api/redeliver';
import { attemptOutcome, DELIVERY_COLOUR, formatDuration, shortId } from '../model/delivery-row';
import { AttemptsModal } from './attempts-modal';

function LastAttempt({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const last = delivery.lastAttempt;
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.deliveries.never')}
      </Text>
    );
  const outcome = attemptOutcome(last);
  return (
    <Stack gap={0}>
      <Text size="sm" c={last.ok ? undefined : 'red.9'} fw={500}>
        {t(outcome.key, outcome.values)}
        <Text span size="sm" c="dimmed" fw={400}>
          {` · ${formatDuration(last.durationMs)}${last.manual ? ` · ${t('webhooks.deliveries.manual')}` : ''}`}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {formatDate(last.at, { time: true })}
        {delivery.nextAttemptAt &&
          ` · ${t('webhooks.deliveries.next', { date: formatDate(delivery.nextAttemptAt, { time: true }) })}`}
      </Text>
    </Stack>
  );
}

/**
 * What was sent to one endpoint, newest first: the event, its status, the latest attempt, and
 * per row the attempts' history and a redelivery (not while the endpoint is paused).
 */
export function DeliveryTable({ endpointId, paused }: { endpointId: number; paused: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(WEBHOOK_DELIVERY_DEFAULT_PAGE_SIZE);
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  const list = useDeliveries(endpointId, page, pageSize);
  const redeliver = useRedeliver();

  const send = (d: WebhookDelivery) =>
    redeliver.mutate(d.id, {
      onSuccess: (after) => {
        const outcome = after.lastAttempt ? attemptOutcome(after.lastAttempt) : null;
        notifications.show({
          color: after.lastAttempt?.ok ? 'teal' : 'red',
          message: t('webhooks.deliveries.redelivered', {
            id: shortId(d.eventId),
            outcome: outcome ? t(outcome.key, outcome.values) : '',
          }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(t, error),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });

  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {t('webhooks.deliveries.loadFailed')} {errorMessage(t, list.error)}
      </Alert>
    );
  return (
    <>
      <DataTable<WebhookDelivery>
        withTableBorder
        borderRadius="md"
        scrollAreaProps={{
          type: 'auto',
          viewportProps: { tabIndex: 0, 'aria-label': t('webhooks.deliveries.scrollLabel') },
        }}
        striped
        minHeight={list.data?.deliveries.length ? undefined : 140}
        records={list.data?.deliveries ?? []}
        idAccessor="id"
        fetching={list.isPending}
        loadingText={t('webhooks.deliveries.loading')}
        noRecordsText={t('webhooks.deliveries.empty')}
        customRowAttributes={(d) => ({
          'data-testid': 'delivery-row',
          'data-status': d.status,
          'data-event-id': d.eventId,
        })}
        totalRecords={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...WEBHOOK_DELIVERY_PAGE_SIZES]}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        recordsPerPageLabel={t('webhooks.deliveries.pageSize')}
        {...tablePaging(t)}
        columns={[
          {
            accessor: 'createdAt',
            title: t('webhooks.deliveries.time'),
            noWrap: true,
            render: (d) => (
              <Stack gap={0}>
                <Text size="sm">{formatDate(d.createdAt, { time: true })}</Text>
                <Text size="xs" c="dimmed" ff="monospace" title={d.eventId}>
                  {shortId(d.eventId)}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'type',
            title: t('webhooks.deliveries.event'),
            render: (d) => (
              <Stack gap={0}>
                <Text size="sm">{t(`webhooks.events.${d.type}`)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {d.type}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: t('webhooks.deliveries.status'),
            noWrap: true,
            // Wide enough for the longest state in either language, never cut short.
            width: 150,
            render: (d) => (
              <Badge
                variant="filled"
                color={DELIVERY_COLOUR[d.status]}
                tt="none"
                data-testid="delivery-status"
              >
                {t(`webhooks.deliveries.states.${d.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'lastAttempt',
            title: t('webhooks.deliveries.lastAttempt'),
            render: (d) => <LastAttempt delivery={d} />,
          },
          {
            accessor: 'attempts',
            title: t('webhooks.deliveries.attempts'),
            textAlign: 'right',
            render: (d) => d.attempts,
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('webhooks.deliveries.actions')}</VisuallyHidden>,
            textAlign: 'right',
            noWrap: true,
            render: (d) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconHistory size={14} />}
                  disabled={d.attempts === 0}
                  aria-label={t('webhooks.deliveries.historyLabel', { id: shortId(d.eventId) })}
                  onClick={() => setOpened(d)}
                >
                  {t('webhooks.deliveries.history')}
                </Button>
                <Tooltip label={t('webhooks.deliveries.pausedHint')} disabled={!paused}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconSend size={14} />}
                    disabled={paused}
                    loading={redeliver.isPending && redeliver.variables === d.id}
                    aria-label={t('webhooks.deliveries.redeliverLabel', { id: shortId(d.eventId) })}
                    onClick={() => send(d)}
                  >
                    {t('webhooks.deliveries.redeliver')}
                  </Button>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
      <AttemptsModal delivery={opened} onClose={() => setOpened(null)} />
    </>
  );
}
