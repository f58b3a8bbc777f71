import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

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
    <ConfirmDialog
      opened={orderNos !== null}
      title={t('consignments.delete.title')}
      text={
        orderNos?.length === 1 && only
          ? t('consignments.delete.one', { orderNo: only })
          : t('consignments.delete.many', { count: orderNos?.length ?? 0 })
      }
      confirmLabel={t('consignments.delete.confirm')}
      cancelLabel={t('consignments.delete.cancel')}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
