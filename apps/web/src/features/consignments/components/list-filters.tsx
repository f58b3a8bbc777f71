import { Group, Paper, Select, Switch, TextInput } from '@mantine/core';
import { SHOWN_STATUSES, type ShownStatus } from '@skeppa/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TypedDateField } from '@/shared/ui/date-field';
import { type ListFilter, rangeIsValid } from '../model/list-filter';

interface Props {
  filter: ListFilter;
  onChange: (patch: Partial<ListFilter>) => void;
  /** The status choice, offered on the booked list only (an unbooked shipment has none). */
  withStatus: boolean;
  /** "Show booked for all users": the customer's showAllBooked setting, on the booked list only. */
  showAll?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
}

/** The date range, search, status and whose bookings a shipment list shows. */
export function ListFilters({ filter, onChange, withStatus, showAll }: Props) {
  const { t } = useTranslation();
  const invalid = !rangeIsValid(filter);
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md">
        <TypedDateField
          label={t('consignments.filters.from')}
          placeholder={t('consignments.filters.datePlaceholder')}
          clearLabel={t('consignments.filters.clearFrom')}
          value={filter.from}
          onChange={(from) => onChange({ from })}
          w={170}
        />
        <TypedDateField
          label={t('consignments.filters.to')}
          placeholder={t('consignments.filters.datePlaceholder')}
          clearLabel={t('consignments.filters.clearTo')}
          value={filter.to}
          onChange={(to) => onChange({ to })}
          error={invalid ? t('consignments.filters.rangeInvalid') : undefined}
          w={170}
        />
        <TextInput
          label={t('consignments.filters.search')}
          placeholder={t('consignments.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={filter.search}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 340 }}
        />
        {withStatus && (
          <Select
            label={t('consignments.filters.status')}
            data={[
              { value: '', label: t('consignments.filters.anyStatus') },
              ...SHOWN_STATUSES.map((s) => ({ value: s, label: t(`consignments.status.${s}`) })),
            ]}
            value={filter.status}
            onChange={(value) => onChange({ status: (value ?? '') as ShownStatus | '' })}
            allowDeselect={false}
            w={190}
          />
        )}
        {showAll && (
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={t('consignments.filters.showAllBooked')}
            checked={showAll.checked}
            onChange={(e) => showAll.onChange(e.currentTarget.checked)}
          />
        )}
      </Group>
    </Paper>
  );
}
