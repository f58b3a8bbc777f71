import { Grid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DateField } from '@/shared/ui/date-field';
import type { CustomsForm } from '../model/customs-form';
import type { ProblemText } from './problem-text';

interface Props {
  form: CustomsForm;
  onChange: (patch: Partial<CustomsForm>) => void;
  problem: ProblemText;
}

type SignatoryField = keyof CustomsForm['signatory'];
const LABELS: Record<SignatoryField, string> = {
  name: 'signatoryName',
  title: 'signatoryTitle',
  place: 'signatoryPlace',
  date: 'signatoryDate',
};

/** The declaration and who signs it, where and when. */
export function SignatureFields({ form, onChange, problem }: Props) {
  const { t } = useTranslation();
  const sign = (field: SignatoryField, text: string) =>
    onChange({ signatory: { ...form.signatory, [field]: text } });
  const signatory = (field: Exclude<SignatoryField, 'date'>, max: number) => (
    <TextInput
      label={t(`customs.form.fields.${LABELS[field]}`)}
      value={form.signatory[field]}
      onChange={(e) => sign(field, e.currentTarget.value)}
      maxLength={max}
      withAsterisk
      error={problem(`signatory.${field}`)}
    />
  );
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <Textarea
          label={t('customs.form.fields.declaration')}
          description={t('customs.form.declarationHint')}
          value={form.declaration}
          onChange={(e) => onChange({ declaration: e.currentTarget.value })}
          maxLength={1000}
          rows={3}
          withAsterisk
          error={problem('declaration')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>{signatory('name', 100)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>{signatory('title', 100)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>{signatory('place', 60)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <DateField
          label={t('customs.form.fields.signatoryDate')}
          value={form.signatory.date}
          onChange={(date) => sign('date', date)}
          withAsterisk
          error={problem('signatory.date')}
        />
      </Grid.Col>
    </Grid>
  );
}
