import { Grid, Select, Stack, TextInput } from '@mantine/core';
import {
  type CompanyDetails,
  type Customer,
  DETAILS_MAX_LENGTH,
  postcodeRequired,
  statesOf,
} from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import { useUpdateCompany } from '../api/update-details';
import { companyDraft, companyProblems, hasProblems, withCountry } from '../model/details-form';
import { FormActions } from './form-actions';

interface Props {
  customer: Customer;
  onDone: () => void;
}

/** Edits the company's details; the rule of the domain checks them before anything is sent. */
export function CompanyForm({ customer, onDone }: Props) {
  const { t } = useTranslation();
  const save = useUpdateCompany();
  const [draft, setDraft] = useState<CompanyDetails>(() => companyDraft(customer));
  const [tried, setTried] = useState(false);
  const problems = companyProblems(draft);
  const shown = tried ? problems : {};
  const states = statesOf(draft.country);
  const set = (patch: Partial<CompanyDetails>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (key: keyof CompanyDetails, maxLength?: number) => ({
    label: t(`profile.fields.${key}`),
    value: draft[key],
    onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value }),
    error: shown[key] ? t(shown[key]) : undefined,
    maxLength,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (hasProblems(problems)) return;
    save.mutate(draft, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.company.title')}>
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              {...field('company', DETAILS_MAX_LENGTH.company)}
              withAsterisk
              autoComplete="organization"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput {...field('orgNo', 20)} withAsterisk placeholder="556677-8899" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              {...field('address', DETAILS_MAX_LENGTH.address)}
              withAsterisk
              autoComplete="address-line1"
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput {...field('address2', DETAILS_MAX_LENGTH.address2)} autoComplete="address-line2" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput
              {...field('postcode', 12)}
              withAsterisk={postcodeRequired(draft.country)}
              autoComplete="postal-code"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput
              {...field('city', DETAILS_MAX_LENGTH.city)}
              withAsterisk
              autoComplete="address-level2"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: states ? 6 : 12 }}>
            <CountrySelect
              label={t('profile.fields.country')}
              value={draft.country}
              onChange={(country) => setDraft((d) => withCountry(d, country))}
              error={shown.country ? t(shown.country) : undefined}
            />
          </Grid.Col>
          {states && (
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Select
                label={t('profile.fields.state')}
                data={states.map((s) => ({ value: s.code, label: s.name }))}
                value={draft.state || null}
                onChange={(state) => set({ state: state ?? '' })}
                searchable
                withAsterisk
                error={shown.state ? t(shown.state) : undefined}
              />
            </Grid.Col>
          )}
        </Grid>
        <FormActions
          saving={save.isPending}
          error={save.error}
          invalid={tried && hasProblems(problems)}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
