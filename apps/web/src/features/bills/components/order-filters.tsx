import { Group, Paper, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { OrderFilter } from '../model/filters';
import { DateRange } from './date-range';

interface Props {
  filter: OrderFilter;
  onChange: (patch: Partial<OrderFilter>) => void;
}

/** The bill order list's date range, search and whether a line is invoiced yet. */
export function OrderFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md">
        <DateRange from={filter.from} to={filter.to} onChange={onChange} />
        <TextInput
          label={t('bills.filters.search')}
          placeholder={t('bills.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={filter.search}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('bills.filters.billed')}
          data={[
            { value: '', label: t('bills.filters.anyBilled') },
            { value: '1', label: t('bills.filters.billedOnly') },
            { value: '0', label: t('bills.filters.unbilledOnly') },
          ]}
          value={filter.billed}
          onChange={(value) => onChange({ billed: (value ?? '') as OrderFilter['billed'] })}
          allowDeselect={false}
          w={190}
        />
      </Group>
    </Paper>
  );
}
