import { Alert, Badge, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useAttempts } from '../api/list-attempts';
import { attemptOutcome, formatDuration } from '../model/delivery-row';

/** Every attempt of one delivery: when, how it went, how long, and the start of the answer. */
export function AttemptsModal({
  delivery,
  onClose,
}: {
  delivery: WebhookDelivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const attempts = useAttempts(delivery?.id ?? null);
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={delivery ? t('webhooks.attempts.title', { id: delivery.eventId.slice(0, 8) }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      centered
    >
      {delivery && (
        <Stack gap="md" data-testid="attempts-modal">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('webhooks.attempts.eventId')}
            </Text>
            <Code>{delivery.eventId}</Code>
          </Group>
          {attempts.isPending && <Skeleton h={120} />}
          {attempts.isError && (
            <Alert color="red" role="alert">
              {t('webhooks.attempts.loadFailed')} {errorMessage(t, attempts.error)}
            </Alert>
          )}
          {attempts.data?.map((a) => {
            const outcome = attemptOutcome(a);
            return (
              <Stack key={a.attempt} gap={6} data-testid="attempt" data-ok={a.ok}>
                <Group gap="sm" wrap="wrap">
                  <Text fw={600} size="sm">
                    {t('webhooks.attempts.attempt', { n: a.attempt })}
                  </Text>
                  <Badge variant="filled" color={a.ok ? 'teal.9' : 'red.9'} tt="none">
                    {t(outcome.key, outcome.values)}
                  </Badge>
                  <Text size="sm">{formatDate(a.at, { time: true })}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDuration(a.durationMs)}
                  </Text>
                  {a.manual && (
                    <Text size="sm" c="dimmed">
                      {t('webhooks.attempts.manual')}
                    </Text>
                  )}
                </Group>
                {a.answer ? (
                  <Code
                    block
                    aria-label={t('webhooks.attempts.answer')}
                    style={{ maxHeight: 160, overflow: 'auto' }}
                  >
                    {a.answer}
                  </Code>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('webhooks.attempts.noAnswer')}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
