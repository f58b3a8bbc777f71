import { Select } from '@mantine/core';
import { countryList } from '@skeppa/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '../i18n/i18n';

interface Props {
  label: string;
  value: string;
  onChange: (countrycode: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Every country by its name in the UI language, searchable by typing the name. */
export function CountrySelect({ label, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = useMemo(
    () => countryList(language).map((c) => ({ value: c.code, label: c.name })),
    [language],
  );
  const labelOf = (code: string) => data.find((c) => c.value === code)?.label ?? '';
  // The open list starts with an empty search, so typing "Tys" finds Tyskland rather than
  // "SverigeTys"; closed, the field shows the chosen country in the current language.
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <Select
      label={label}
      disabled={disabled}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      searchable
      searchValue={opened ? query : labelOf(value)}
      onSearchChange={setQuery}
      onDropdownOpen={() => {
        setQuery('');
        setOpened(true);
      }}
      onDropdownClose={() => setOpened(false)}
      placeholder={labelOf(value)}
      allowDeselect={false}
      nothingFoundMessage={t('common.noCountry')}
      maxDropdownHeight={280}
      withAsterisk
      error={error}
    />
  );
}
