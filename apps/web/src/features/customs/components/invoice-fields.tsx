import { Grid, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CUSTOMS_INVOICE_KINDS, EXPORT_REASONS, INCOTERMS_2020 } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DateField } from '@/shared/ui/date-field';
import type { CustomsForm } from '../model/customs-form';
import type { ProblemText } from './problem-text';

interface Props {
  form: CustomsForm;
  onChange: (patch: Partial<CustomsForm>) => void;
  problem: ProblemText;
}

/** Kind, number and date of the invoice, the waybill, currency, terms and the reason for export. */
export function InvoiceFields({ form, onChange, problem }: Props) {
  const { t } = useTranslation();
  const text = (field: 'invoiceNo' | 'waybillNo' | 'namedPlace', max: number) => (
    <TextInput
      label={t(`customs.form.fields.${field}`)}
      value={form[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      maxLength={max}
      withAsterisk
      error={problem(field)}
    />
  );
  return (
    <Stack gap="sm">
      <div>
        <Text fz="sm" fw={500} mb={4} id="customs-kind">
          {t('customs.form.kind.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="customs-kind"
          value={form.kind}
          onChange={(kind) => onChange({ kind: kind as CustomsForm['kind'] })}
          data={CUSTOMS_INVOICE_KINDS.map((k) => ({ value: k, label: t(`customs.form.kind.${k}`) }))}
        />
      </div>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('invoiceNo', 35)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateField
            label={t('customs.form.fields.invoiceDate')}
            value={form.invoiceDate}
            onChange={(invoiceDate) => onChange({ invoiceDate })}
            withAsterisk
            error={problem('invoiceDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('waybillNo', 40)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('customs.form.fields.currency')}
            value={form.currency}
            onChange={(e) => onChange({ currency: e.currentTarget.value.toUpperCase() })}
            maxLength={3}
            withAsterisk
            error={problem('currency')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('customs.form.fields.incoterm')}
            data={[...INCOTERMS_2020]}
            value={form.incoterm}
            onChange={(v) => onChange({ incoterm: v as CustomsForm['incoterm'] })}
            withAsterisk
            error={problem('incoterm')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('namedPlace', 100)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('customs.form.fields.reason')}
            data={EXPORT_REASONS.map((r) => ({ value: r, label: t(`customs.form.reasons.${r}`) }))}
            value={form.reason}
            onChange={(v) => onChange({ reason: v as CustomsForm['reason'] })}
            withAsterisk
            error={problem('reason')}
          />
        </Grid.Col>
        {form.reason === 'other' && (
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('customs.form.fields.reasonExplanation')}
              value={form.reasonExplanation}
              onChange={(e) => onChange({ reasonExplanation: e.currentTarget.value })}
              maxLength={200}
              withAsterisk
              error={problem('reasonExplanation')}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
