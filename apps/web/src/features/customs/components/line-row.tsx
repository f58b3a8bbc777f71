import { ActionIcon, Grid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import type { LineForm } from '../model/customs-form';
import type { LineProblems } from '../model/problems';
import { LINE_SPANS } from './line-columns';

interface Props {
  line: LineForm;
  index: number;
  /** The line's value as it will be printed (quantity × unit value, to the cent). */
  value: number;
  /** The same object while this row's problems stay the same, so typing elsewhere skips it. */
  problems: LineProblems;
  onChange: (key: string, patch: Partial<Omit<LineForm, 'key'>>) => void;
  onRemove: (key: string) => void;
}

type TextField = Exclude<keyof LineForm, 'key' | 'originCountry'>;

/** One goods line of the invoice; drawn again only when its own text, value or problems change. */
export const LineRow = memo(function LineRow({ line, index, value, problems, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const message = (field: string) => {
    const p = problems[field];
    return p ? t(p.key, p.values) : undefined;
  };
  // Labels show on narrow screens; on wide ones the header names the column and aria-label the input.
  const labelled = (field: string) => ({
    label: t(`customs.form.fields.${field}`),
    'aria-label': t(`customs.form.fields.${field}`),
    labelProps: { hiddenFrom: 'lg' as const },
  });
  const input = (field: TextField, max: number, numeric = false) => (
    <TextInput
      {...labelled(field)}
      value={line[field]}
      onChange={(e) => onChange(line.key, { [field]: e.currentTarget.value })}
      maxLength={max}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
      error={message(field)}
    />
  );
  return (
    <Grid
      columns={24}
      gap="xs"
      align="flex-start"
      role="group"
      aria-label={t('customs.form.line', { n: index + 1 })}
      data-testid="customs-line"
    >
      <Grid.Col span={{ base: 24, lg: LINE_SPANS.description }}>{input('description', 200)}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: LINE_SPANS.hsCode }}>{input('hsCode', 14)}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: LINE_SPANS.originCountry }}>
        <CountrySelect
          label={t('customs.form.fields.originCountry')}
          value={line.originCountry}
          onChange={(originCountry) => onChange(line.key, { originCountry })}
          error={message('originCountry')}
          hideLabelFrom="lg"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: LINE_SPANS.quantity }}>{input('quantity', 12, true)}</Grid.Col>
      <Grid.Col span={{ base: 6, lg: LINE_SPANS.unit }}>{input('unit', 10)}</Grid.Col>
      <Grid.Col span={{ base: 6, lg: LINE_SPANS.unitValue }}>{input('unitValue', 14, true)}</Grid.Col>
      <Grid.Col span={{ base: 6, lg: LINE_SPANS.value }}>
        <TextInput
          {...labelled('value')}
          value={formatNumber(value)}
          readOnly
          variant="filled"
          tabIndex={-1}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: LINE_SPANS.netWeightKg }}>{input('netWeightKg', 12, true)}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: LINE_SPANS.remove }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={{ base: 0, lg: 2 }}
          onClick={() => onRemove(line.key)}
          aria-label={t('customs.form.removeLine', { n: index + 1 })}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
});
