import { Grid, Stack, Text, TextInput } from '@mantine/core';
import { type Customer, DETAILS_MAX_LENGTH, type PersonalDetails } from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdateDetails } from '../api/update-details';
import { hasProblems, personalDraft, personalProblems } from '../model/details-form';
import { DetailList } from './detail-list';
import { FormActions } from './form-actions';
import { SectionCard } from './section-card';

/** The signed-in user as the company's contact person: every user changes their own. */
export function PersonalCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const f = (key: string) => t(`profile.fields.${key}`);
  return (
    <SectionCard
      title={t('profile.person.title')}
      onEdit={editing ? undefined : () => setEditing(true)}
      editLabel={t('profile.person.edit')}
    >
      {editing ? (
        <PersonalForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <DetailList
          items={[
            { label: f('contactPerson'), value: `${customer.firstName} ${customer.lastName}`.trim() },
            { label: f('email'), value: customer.email },
            { label: f('phone'), value: customer.phone },
            { label: f('mobile'), value: customer.mobile },
          ]}
        />
      )}
      <Text fz="sm" c="dimmed">
        {t('profile.person.emailNote')}
      </Text>
    </SectionCard>
  );
}

function PersonalForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateDetails();
  const [draft, setDraft] = useState<PersonalDetails>(() => personalDraft(customer));
  const [tried, setTried] = useState(false);
  const problems = personalProblems(draft);
  const shown = tried ? problems : {};
  const field = (key: keyof PersonalDetails, autoComplete: string) => ({
    label: t(`profile.fields.${key}`),
    value: draft[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
    error: shown[key] ? t(shown[key]) : undefined,
    maxLength: DETAILS_MAX_LENGTH[key],
    autoComplete,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (hasProblems(problems)) return;
    save.mutate(draft, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.person.title')}>
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput {...field('firstName', 'given-name')} withAsterisk />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput {...field('lastName', 'family-name')} withAsterisk />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput {...field('phone', 'tel')} type="tel" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput {...field('mobile', 'tel')} type="tel" />
          </Grid.Col>
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
