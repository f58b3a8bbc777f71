import { Group, Paper, Select } from '@mantine/core';
import { BILL_STATUSES } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BillFilter } from '../model/filters';
import { DateRange } from './date-range';

interface Props {
  filter: BillFilter;
  onChange: (patch: Partial<BillFilter>) => void;
}

/** The invoice list's date range and status. */
export function BillFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md">
        <DateRange from={filter.from} to={filter.to} onChange={onChange} />
        <Select
          label={t('bills.filters.status')}
          data={[
            { value: '', label: t('bills.filters.anyStatus') },
            ...BILL_STATUSES.map((s) => ({ value: s, label: t(`bills.status.${s}`) })),
          ]}
          value={filter.status}
          onChange={(value) => onChange({ status: (value ?? '') as BillFilter['status'] })}
          allowDeselect={false}
          w={190}
        />
      </Group>
    </Paper>
  );
}
