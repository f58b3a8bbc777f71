import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

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
    <ConfirmDialog
      opened={name !== null}
      title={t('paperless.delete.title')}
      text={t('paperless.delete.text', { name })}
      confirmLabel={t('paperless.delete.confirm')}
      cancelLabel={t('paperless.delete.cancel')}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
