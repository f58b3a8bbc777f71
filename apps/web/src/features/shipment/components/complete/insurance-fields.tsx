import { Checkbox, Grid, Paper, Text, TextInput, Title } from '@mantine/core';
import { insurancePrice, insuranceTermsText } from '@skeppa/domain';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { completionActions } from '../../model/completion-store';
import { parseDecimal } from '../../model/parse-number';
import { goodsValueText } from '../../model/to-booking';

interface Props {
  insured: boolean;
  goodsValue: string;
  /** The customer's saved default (profile setting insuranceGoodsValue), filled in when ticked. */
  defaultGoodsValue: number | null;
  error?: string | undefined;
}

/** Transport insurance (SPEC §9): a rate of the goods value with a least premium, for a value within limits. */
export function InsuranceFields({ insured, goodsValue, defaultGoodsValue, error }: Props) {
  const { t } = useTranslation();
  const value = parseDecimal(goodsValue);
  const price = insured && value.kind === 'number' && !error ? insurancePrice(value.value) : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="insurance-fields">
      <Title order={2} fz="md" mb="sm">
        {t('shipment.complete.insurance')}
      </Title>
      <Checkbox
        id="insured"
        label={t('shipment.complete.insure', insuranceTermsText())}
        checked={insured}
        onChange={(e) =>
          completionActions.setInsured(e.currentTarget.checked, goodsValueText(defaultGoodsValue))
        }
      />
      {insured && (
        <Grid gap="sm" mt="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              id="goods-value"
              label={t('shipment.complete.goodsValue')}
              withAsterisk
              inputMode="decimal"
              value={goodsValue}
              onChange={(e) => completionActions.setGoodsValue(e.currentTarget.value)}
              description={t('shipment.complete.goodsValueRange', insuranceTermsText())}
              error={error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {price !== null && (
              <Text data-testid="insurance-price">
                {t('shipment.complete.insurancePrice', { price: formatMoney(price, 'SEK') })}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
