import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** The file about to be deleted; null closes the dialog. */
  name: string | null;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete the document?" before a document leaves the shipment. */
export function ConfirmDelete({ name, busy, failure, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('paperless.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('paperless.delete.text', { name })}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose} disabled={busy}>
            {t('paperless.delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
            {t('paperless.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
