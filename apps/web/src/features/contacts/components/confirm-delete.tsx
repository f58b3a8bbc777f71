import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

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
    <ConfirmDialog
      opened={what !== null}
      title={t('contacts.delete.title')}
      text={
        what?.name
          ? t('contacts.delete.one', { name: what.name })
          : t('contacts.delete.many', { count: what?.count ?? 0 })
      }
      confirmLabel={t('contacts.delete.confirm')}
      cancelLabel={t('contacts.actions.cancel')}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
