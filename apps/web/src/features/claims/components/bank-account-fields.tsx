import { Grid, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { BANK_ACCOUNT_TYPES, type BankAccountType } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ClaimForm } from '../model/claim-form';
import type { ClaimProblems, Problem } from '../model/validate-claim';

interface Props {
  form: ClaimForm;
  problems: ClaimProblems;
  disabled: boolean;
  onChange: (change: Partial<ClaimForm>) => void;
}

const NUMBER_LABEL: Record<BankAccountType, string> = {
  bankgiro: 'claims.form.bankgiroNumber',
  plusgiro: 'claims.form.plusgiroNumber',
  bank: 'claims.form.accountNumber',
};

/** Where the insurer pays: Bankgiro, PlusGiro, or a bank account with its clearing number. */
export function BankAccountFields({ form, problems, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const message = (p: Problem | undefined) => (p ? t(p.key, p.values) : undefined);
  return (
    <Stack gap="xs">
      {/* Labelled as the inputs below are; a segmented control is a radio group, named by its label. */}
      <Input.Wrapper label={t('claims.form.bankType')} labelElement="div" id="claim-bank-type">
        <SegmentedControl
          aria-labelledby="claim-bank-type-label"
          value={form.bankType}
          onChange={(v) => onChange({ bankType: v as BankAccountType })}
          data={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`claims.bankTypes.${type}`) }))}
          disabled={disabled}
          fullWidth
          maw={480}
          mt={4}
        />
      </Input.Wrapper>
      <Grid gap="sm">
        {form.bankType === 'bank' && (
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput
              label={t('claims.form.clearing')}
              value={form.clearing}
              onChange={(e) => onChange({ clearing: e.currentTarget.value })}
              error={message(problems.clearing)}
              inputMode="numeric"
              autoComplete="off"
              disabled={disabled}
              withAsterisk
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: form.bankType === 'bank' ? 8 : 6 }}>
          <TextInput
            label={t(NUMBER_LABEL[form.bankType])}
            value={form.accountNumber}
            onChange={(e) => onChange({ accountNumber: e.currentTarget.value })}
            error={message(problems.accountNumber)}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            withAsterisk
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
