import { Checkbox, Grid, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CONTACT_FIELD_MAX,
  type ContactFields,
  type ContactTextField,
  postcodeRequired,
  statesOf,
} from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import type { FormProblems } from '../model/contact-form';

interface Props {
  fields: ContactFields;
  onChange: (patch: Partial<ContactFields>) => void;
  /** Translated messages by field. */
  errors: FormProblems;
  /** A locked contact of someone else: shown, never changed. */
  readOnly: boolean;
  /** Only the owner or an administrator may lock or unlock. */
  mayLock: boolean;
}

/** Every field of a contact, with the flags; the drawer owns the state. */
export function ContactFormFields({ fields, onChange, errors, readOnly, mayLock }: Props) {
  const { t } = useTranslation();
  const states = statesOf(fields.country);
  const error = (field: keyof FormProblems) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: ContactTextField, required = false) => ({
    label: t(`contacts.fields.${field}`),
    value: fields[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [field]: e.currentTarget.value }),
    maxLength: CONTACT_FIELD_MAX[field],
    error: error(field),
    withAsterisk: required,
    disabled: readOnly,
  });
  const flag = (
    field: 'consignor' | 'consignee' | 'consumer' | 'locked' | 'primary',
    disabled = readOnly,
  ) => ({
    label: t(`contacts.flags.${field}`),
    checked: fields[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.checked }),
    disabled,
  });

  return (
    <Stack gap="md">
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            {...text('company')}
            description={t('contacts.form.nameOrCompany')}
            autoComplete="organization"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...text('firstName')} autoComplete="given-name" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...text('lastName')} autoComplete="family-name" />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...text('address1', true)} autoComplete="address-line1" />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...text('address2')} autoComplete="address-line2" />
        </Grid.Col>
        <Grid.Col span={12}>
          <CountrySelect
            label={t('contacts.fields.country')}
            value={fields.country}
            // A postcode and state belong to their country; a new country starts them afresh.
            onChange={(country) => onChange({ country, postcode: '', state: '' })}
            error={error('country')}
            disabled={readOnly}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <TextInput {...text('postcode', postcodeRequired(fields.country))} autoComplete="postal-code" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          <TextInput {...text('city', true)} autoComplete="address-level2" />
        </Grid.Col>
        {states && (
          <Grid.Col span={12}>
            <Select
              label={t('contacts.fields.state')}
              data={states.map((s) => ({ value: s.code, label: s.name }))}
              value={fields.state || null}
              onChange={(state) => onChange({ state: state ?? '' })}
              searchable
              withAsterisk
              error={error('state')}
              disabled={readOnly}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...text('phone')} type="tel" autoComplete="tel" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...text('mobile')} type="tel" autoComplete="tel" />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...text('email')} type="email" autoComplete="email" />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput {...text('reference')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...text('comments')} autosize minRows={2} maxRows={6} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Checkbox {...flag('consignor')} />
        <Checkbox {...flag('consignee')} />
        <Checkbox {...flag('consumer')} />
        <Checkbox {...flag('locked', readOnly || !mayLock)} description={t('contacts.flags.lockedHelp')} />
        <Checkbox {...flag('primary', false)} description={t('contacts.flags.primaryHelp')} />
      </SimpleGrid>
    </Stack>
  );
}
