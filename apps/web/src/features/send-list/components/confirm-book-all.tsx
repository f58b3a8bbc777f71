import type { Order } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { bookAllSummary } from '../model/book-all';

interface Props {
  /** The shipments Book all would book; null while it is not asked. */
  orders: readonly Order[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Book all books with the carriers at once: it says how many and for how much, and asks. */
export function ConfirmBookAll({ orders, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const summary = bookAllSummary(orders ?? []);
  const total = summary.totals.map((s) => `${formatNumber(s.amount)} ${s.currency}`).join(' + ') || '–';
  const text = [
    t('sendList.confirmBookAllText', { count: summary.count, total }),
    summary.unpriced > 0 ? t('sendList.confirmBookAllUnpriced', { count: summary.unpriced }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ConfirmDialog
      opened={orders !== null}
      title={t('sendList.confirmBookAllTitle')}
      text={text}
      confirmLabel={t('sendList.bookAll')}
      cancelLabel={t('sendList.cancel')}
      busy={false}
      tone="primary"
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
