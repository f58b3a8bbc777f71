import { Checkbox, Grid, Paper, Text, TextInput, Title } from '@mantine/core';
import { INSURED_VALUE_MAX_SEK, INSURED_VALUE_MIN_SEK, insurancePrice } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { completionActions } from '../../model/completion-store';
import { parseDecimal } from '../../model/parse-number';
import { goodsValueText } from '../../model/to-booking';
import { money } from '../money';

interface Props {
  insured: boolean;
  goodsValue: string;
  /** The customer's saved default (profile setting insuranceGoodsValue), filled in when ticked. */
  defaultGoodsValue: number | null;
  error?: string | undefined;
}

/** Transport insurance: 0.75 % of the goods value, at least 65 SEK, for SEK 1,000–1,000,000. */
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
        label={t('shipment.complete.insure')}
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
              description={t('shipment.complete.goodsValueRange', {
                min: formatNumber(INSURED_VALUE_MIN_SEK, 0),
                max: formatNumber(INSURED_VALUE_MAX_SEK, 0),
              })}
              error={error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {price !== null && (
              <Text data-testid="insurance-price">
                {t('shipment.complete.insurancePrice', { price: money(t, price, 'SEK') })}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
