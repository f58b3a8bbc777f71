import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

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
    <ConfirmDialog
      opened={target !== null}
      title={t('sendList.confirmTitle')}
      text={target ? t('sendList.confirmText', target) : ''}
      confirmLabel={t('sendList.confirm')}
      cancelLabel={t('sendList.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
