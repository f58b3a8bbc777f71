import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  target: { from: string; to: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a saved shipment cannot be undone, so it is asked once more. */
export function ConfirmDelete({ target, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={t('sendList.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text fz="sm">{target && t('sendList.confirmText', target)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('sendList.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete">
          {t('sendList.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
