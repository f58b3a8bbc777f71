import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import type { ApiKeyCreated } from '@skeppa/domain';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The new key's secret, shown once: after this dialog nobody can see it again. */
export function SecretModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiKeys.secret.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="note">
            {t('apiKeys.secret.warning', { name: created.createdBy.name })}
          </Alert>
          <Code block fz="sm" data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
            {created.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiKeys.secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
