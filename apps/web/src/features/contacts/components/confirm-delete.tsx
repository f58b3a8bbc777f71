import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** What is about to be deleted, as the question names it; null closes the dialog. */
  what: { count: number; name?: string | undefined } | null;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this contact?" before anything is deleted, one contact or a selection. */
export function ConfirmDelete({ what, busy, failure, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={what !== null}
      onClose={onClose}
      title={t('contacts.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          {what?.name
            ? t('contacts.delete.one', { name: what.name })
            : t('contacts.delete.many', { count: what?.count ?? 0 })}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose} disabled={busy}>
            {t('contacts.actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
            {t('contacts.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
