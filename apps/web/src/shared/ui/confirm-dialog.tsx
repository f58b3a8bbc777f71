import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  opened: boolean;
  title: string;
  /** The question, naming what is about to change. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** `danger` (the default) for what cannot be undone; `primary` for a step forward (Book all). */
  tone?: 'danger' | 'primary';
  /** Why the last attempt failed, shown in the dialog so the user can try again. */
  failure?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before something that cannot be undone (a delete, a cancellation, a booking). */
export function ConfirmDialog(p: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={p.opened}
      onClose={p.onClose}
      title={p.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{p.text}</Text>
        {p.failure && (
          <Alert color="red" role="alert">
            {p.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={p.onClose} disabled={p.busy}>
            {p.cancelLabel}
          </Button>
          <Button
            color={p.tone === 'primary' ? undefined : 'red'}
            onClick={p.onConfirm}
            loading={p.busy}
            data-autofocus
            data-testid={p.tone === 'primary' ? 'confirm' : 'confirm-delete'}
          >
            {p.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
