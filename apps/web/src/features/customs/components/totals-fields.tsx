import { Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CustomsTotals } from '@skeppa/domain';
import { formatMoney, formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CustomsForm } from '../model/customs-form';
import type { ProblemText } from './problem-text';

type Field = 'freight' | 'insurance' | 'otherCharges' | 'grossWeightKg' | 'packageCount';

interface Props {
  form: CustomsForm;
  totals: CustomsTotals;
  onChange: (patch: Partial<CustomsForm>) => void;
  problem: ProblemText;
}

/** Freight, insurance and other charges with the totals they make; gross weight and packages. */
export function TotalsFields({ form, totals, onChange, problem }: Props) {
  const { t } = useTranslation();
  const input = (field: Field, required = false) => (
    <TextInput
      label={t(`customs.form.fields.${field}`)}
      value={form[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      inputMode={field === 'packageCount' ? 'numeric' : 'decimal'}
      maxLength={14}
      withAsterisk={required}
      error={problem(field)}
    />
  );
  const sum = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="xl">
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 400} data-testid={strong ? 'customs-total' : undefined}>
        {value}
      </Text>
    </Group>
  );
  const money = (n: number) => formatMoney(n, form.currency);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>{input('freight')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{input('insurance')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{input('otherCharges')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('grossWeightKg', true)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('packageCount', true)}</Grid.Col>
        </Grid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap={6} p="md" bg="gray.0" style={{ borderRadius: 8 }}>
          {sum(t('customs.form.totalGoods'), money(totals.goods))}
          {sum(t('customs.form.total'), money(totals.total), true)}
          {sum(
            t('customs.form.totalNet'),
            t('customs.form.kg', { value: formatNumber(totals.netWeightKg, 3) }),
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
