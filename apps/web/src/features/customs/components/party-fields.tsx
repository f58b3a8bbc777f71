import { Grid, Paper, TextInput, Title } from '@mantine/core';
import type { CustomsParty } from '@skeppa/domain';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import type { PartyName } from '../model/customs-form';
import type { ProblemText } from './problem-text';

interface Props {
  which: PartyName;
  title: string;
  party: CustomsParty;
  onChange: (which: PartyName, patch: Partial<CustomsParty>) => void;
  problem: ProblemText;
  /** Something above the fields (the buyer's "not the importer" switch). */
  children?: ReactNode;
}

/** Name, address, VAT number and EORI of the exporter, the importer or the buyer. */
export const PartyFields = memo(function PartyFields({
  which,
  title,
  party,
  onChange,
  problem,
  children,
}: Props) {
  const { t } = useTranslation();
  const text = (field: 'name' | 'postcode' | 'city' | 'vatNo' | 'eori', max: number, required = false) => (
    <TextInput
      label={t(`customs.form.fields.${field}`)}
      value={party[field]}
      onChange={(e) => onChange(which, { [field]: e.currentTarget.value })}
      maxLength={max}
      withAsterisk={required}
      error={problem(`${which}.${field}`)}
      // The hint explains the Swedish form only: a Norwegian importer's EORI looks otherwise.
      description={field === 'eori' && party.countrycode === 'SE' ? t('customs.form.eoriHint') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
  return (
    <Paper withBorder radius="md" p="lg" role="group" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
      <Grid gap="sm">
        <Grid.Col span={12}>{text('name', 100, true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('customs.form.fields.address')}
            value={party.address[0]}
            onChange={(e) => onChange(which, { address: [e.currentTarget.value, party.address[1]] })}
            maxLength={100}
            withAsterisk
            error={problem(`${which}.address`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('customs.form.fields.address2')}
            value={party.address[1]}
            onChange={(e) => onChange(which, { address: [party.address[0], e.currentTarget.value] })}
            maxLength={100}
            error={problem(`${which}.address.1`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('postcode', 12)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{text('city', 60, true)}</Grid.Col>
        <Grid.Col span={12}>
          <CountrySelect
            label={t('customs.form.fields.country')}
            value={party.countrycode}
            onChange={(countrycode) => onChange(which, { countrycode })}
            error={problem(`${which}.countrycode`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('vatNo', 20)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('eori', 17, which === 'exporter')}</Grid.Col>
      </Grid>
    </Paper>
  );
});
