import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** The order numbers about to be deleted; null closes the dialog. */
  orderNos: string[] | null;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this unbooked shipment?" before anything is deleted, one or a selection. */
export function ConfirmDelete({ orderNos, busy, failure, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [only] = orderNos ?? [];
  return (
    <Modal
      opened={orderNos !== null}
      onClose={onClose}
      title={t('consignments.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          {orderNos?.length === 1 && only
            ? t('consignments.delete.one', { orderNo: only })
            : t('consignments.delete.many', { count: orderNos?.length ?? 0 })}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose} disabled={busy}>
            {t('consignments.delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
            {t('consignments.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
