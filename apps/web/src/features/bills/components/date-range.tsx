import { useTranslation } from '@/shared/i18n/use-translation';
import { TypedDateField } from '@/shared/ui/date-field';
import { rangeIsValid } from '../model/filters';

interface Props {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}

/** From and to of a bill list; a range that ends before it starts is said at its last day. */
export function DateRange({ from, to, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TypedDateField
        label={t('bills.filters.from')}
        placeholder={t('bills.filters.datePlaceholder')}
        clearLabel={t('bills.filters.clearFrom')}
        value={from}
        onChange={(v) => onChange({ from: v })}
        w={170}
      />
      <TypedDateField
        label={t('bills.filters.to')}
        placeholder={t('bills.filters.datePlaceholder')}
        clearLabel={t('bills.filters.clearTo')}
        value={to}
        onChange={(v) => onChange({ to: v })}
        error={rangeIsValid({ from, to }) ? undefined : t('bills.filters.rangeInvalid')}
        w={170}
      />
    </>
  );
}
