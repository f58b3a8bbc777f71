import { formatNumber } from '@/shared/format/number';
import type { TFunction } from '@/shared/i18n/translator';

/**
 * The paging texts of a data table, the same in every list: "1–25 of 312", or "of more than
 * 10 000" when the server stopped counting (`capped`), and the page buttons' names.
 */
export function tablePaging(t: TFunction, capped = false) {
  return {
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t(capped ? 'common.table.rangeCapped' : 'common.table.range', {
        from,
        to,
        total: formatNumber(totalRecords, 0),
      }),
    getPaginationControlProps: (control: string) => ({ 'aria-label': t(`common.table.page.${control}`) }),
    getPaginationItemProps: (page: number) => ({ 'aria-label': t('common.table.page.number', { page }) }),
  };
}
