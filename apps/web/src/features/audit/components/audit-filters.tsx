import { Group, Paper, Select } from '@mantine/core';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TypedDateField } from '@/shared/ui/date-field';
import { useAuditActors } from '../api/list-audit-actors';
import { type AuditFilter, rangeIsValid, whatOptions, whoOptions } from '../model/filters';

interface Props {
  filter: AuditFilter;
  onChange: (patch: Partial<AuditFilter>) => void;
}

/** Who, what and when: each narrows the log at once. */
export function AuditFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const actors = useAuditActors();
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md">
        <Select
          label={t('audit.filters.who')}
          data={whoOptions(actors.data?.actors ?? [], t)}
          value={filter.who}
          onChange={(value) => onChange({ who: value ?? '' })}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('audit.filters.nobody')}
          w={240}
        />
        <Select
          label={t('audit.filters.what')}
          data={whatOptions(language, t)}
          value={filter.what}
          onChange={(value) => onChange({ what: value ?? '' })}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('audit.filters.nothing')}
          w={280}
        />
        <TypedDateField
          label={t('audit.filters.from')}
          placeholder={t('audit.filters.datePlaceholder')}
          clearLabel={t('audit.filters.clearFrom')}
          value={filter.from}
          onChange={(from) => onChange({ from })}
          w={170}
        />
        <TypedDateField
          label={t('audit.filters.to')}
          placeholder={t('audit.filters.datePlaceholder')}
          clearLabel={t('audit.filters.clearTo')}
          value={filter.to}
          onChange={(to) => onChange({ to })}
          error={rangeIsValid(filter) ? undefined : t('audit.filters.rangeInvalid')}
          w={170}
        />
      </Group>
    </Paper>
  );
}
