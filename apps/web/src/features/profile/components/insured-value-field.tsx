import { Button, Group, Input } from '@mantine/core';
import { insuranceTermsText } from '@skeppa/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdateSetting } from '../api/update-setting';
import { insuredValueText, readInsuredValue } from '../model/insured-value';

interface Props {
  value: number | null;
  disabled: boolean;
}

/** The default insured goods value: checked as typed, saved with its button or Enter. */
export function InsuredValueField({ value, disabled }: Props) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const id = useId();
  const [text, setText] = useState(() => insuredValueText(value));
  const [tried, setTried] = useState(false);
  // A value put back after a refused save shows in the field too.
  useEffect(() => setText(insuredValueText(value)), [value]);
  const read = readInsuredValue(text);
  const unchanged = read.kind === 'clear' ? value === null : read.kind === 'value' && read.value === value;

  const terms = insuranceTermsText();
  const error = tried && read.kind === 'problem' ? t(read.key, terms) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (read.kind === 'problem' || unchanged) return;
    update.mutate({ setting: 'insuranceGoodsValue', value: read.kind === 'value' ? read.value : null });
    setTried(false);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Input.Wrapper
        id={id}
        label={t('profile.insurance.value.label')}
        description={t('profile.insurance.value.description', terms)}
        error={error}
        maw={420}
      >
        <Group gap="sm" wrap="nowrap" mt={4}>
          <Input
            id={id}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={disabled}
            inputMode="decimal"
            error={Boolean(error)}
            aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" disabled={disabled || unchanged}>
            {t('profile.save')}
          </Button>
        </Group>
      </Input.Wrapper>
    </form>
  );
}
