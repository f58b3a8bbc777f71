import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectionBar } from '@/shared/ui/selection-bar';

interface Props {
  count: number;
  busy: boolean;
  /** Deleting is offered for unbooked shipments only. */
  onDelete?: (() => void) | undefined;
  onClear: () => void;
  /** Further actions on the selection, such as printing the booked ones. */
  children?: ReactNode;
}

/** What can be done to the selected shipments at once. */
export function BulkBar({ count, busy, onDelete, onClear, children }: Props) {
  const { t } = useTranslation();
  return (
    <SelectionBar
      selectedText={t('consignments.bulk.selected', { count })}
      deleteText={t('consignments.bulk.delete')}
      clearText={t('consignments.bulk.clearSelection')}
      busy={busy}
      onDelete={onDelete}
      onClear={onClear}
    >
      {children}
    </SelectionBar>
  );
}
