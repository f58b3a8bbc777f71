import { ActionIcon, Grid, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import type { LineForm } from '../model/customs-form';
import type { LineProblems } from '../model/problems';

interface Props {
  line: LineForm;
  index: number;
  /** The line's value as it will be printed (quantity × unit value, to the cent). */
  value: number;
  currency: string;
  /** The same object while this row's problems stay the same, so typing elsewhere skips it. */
  problems: LineProblems;
  onChange: (key: string, patch: Partial<Omit<LineForm, 'key'>>) => void;
  onRemove: (key: string) => void;
}

type TextField = Exclude<keyof LineForm, 'key' | 'originCountry'>;

// Amounts read in a column down the lines, as on the printed invoice.
const NUMBER_STYLES = { input: { textAlign: 'right' as const } };
const CURRENCY_WIDTH = 52;

/**
 * One goods line of the invoice, on two rows: what the goods are (description, HS code, origin),
 * then how many and what they are worth. One row of nine columns left the amounts a few
 * characters wide beside the send list ("199,9"), so every field has its width and its own label.
 * Drawn again only when its own text, value or problems change.
 */
export const LineRow = memo(function LineRow({
  line,
  index,
  value,
  currency,
  problems,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const message = (field: string) => {
    const p = problems[field];
    return p ? t(p.key, p.values) : undefined;
  };
  const money = {
    rightSection: (
      <Text fz="sm" c="dimmed">
        {currency}
      </Text>
    ),
    rightSectionWidth: CURRENCY_WIDTH,
    rightSectionPointerEvents: 'none' as const,
  };
  const input = (field: TextField, max: number, numeric = false) => (
    <TextInput
      label={t(`customs.form.fields.${field}`)}
      withAsterisk
      value={line[field]}
      onChange={(e) => onChange(line.key, { [field]: e.currentTarget.value })}
      maxLength={max}
      placeholder={field === 'hsCode' ? t('customs.form.hsHint') : undefined}
      inputMode={numeric ? 'decimal' : undefined}
      styles={numeric ? NUMBER_STYLES : undefined}
      autoComplete="off"
      error={message(field)}
      {...(field === 'unitValue' ? money : {})}
    />
  );
  return (
    <Paper withBorder radius="sm" p="sm" role="group" aria-labelledby={titleId} data-testid="customs-line">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text id={titleId} fz="sm" fw={600}>
          {t('customs.form.line', { n: index + 1 })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(line.key)}
          aria-label={t('customs.form.removeLine', { n: index + 1 })}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <Grid columns={24} gap="xs" align="flex-start">
        <Grid.Col span={{ base: 24, sm: 12 }}>{input('description', 200)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>{input('hsCode', 14)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <CountrySelect
            label={t('customs.form.fields.originCountry')}
            value={line.originCountry}
            onChange={(originCountry) => onChange(line.key, { originCountry })}
            error={message('originCountry')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{input('quantity', 12, true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{input('unit', 10)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>{input('unitValue', 14, true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={t('customs.form.fields.value')}
            value={formatNumber(value)}
            readOnly
            variant="filled"
            tabIndex={-1}
            styles={NUMBER_STYLES}
            {...money}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 6 }}>{input('netWeightKg', 12, true)}</Grid.Col>
      </Grid>
    </Paper>
  );
});
