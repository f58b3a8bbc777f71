import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { WebhookEndpointWithSecret } from '@skeppa/domain';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface ShownSecret {
  endpoint: WebhookEndpointWithSecret;
  /** After a rotation rather than a creation. */
  rotated: boolean;
}

/**
 * The secret, the one time it is shown: read-only, selectable and copied with one click. The
 * dialog closes only by its button (not by a click beside it), so it is not lost by a slip.
 */
export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const endpoint = shown?.endpoint;
  const lead = !shown
    ? ''
    : !shown.rotated
      ? t('webhooks.secret.created')
      : endpoint?.previousSecretExpiresAt
        ? t('webhooks.secret.rotatedOverlap', {
            date: formatDate(endpoint.previousSecretExpiresAt, { time: true }),
          })
        : t('webhooks.secret.rotated');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('webhooks.secret.title')}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      {endpoint && (
        <Stack gap="md" data-testid="secret-modal">
          <Text>{lead}</Text>
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('webhooks.secret.label')}
              value={endpoint.secret}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              data-testid="secret-value"
            />
            <CopyButton value={endpoint.secret} timeout={2500}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal.9' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                  miw={120}
                >
                  {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="note">
            {t('webhooks.secret.once')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('webhooks.secret.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
