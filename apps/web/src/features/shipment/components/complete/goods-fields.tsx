import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type Consignment,
  customsInvoiceRequired,
  GOODS_DESCRIPTION_MAX_LENGTH,
  packageTypeOf,
} from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { completionActions } from '../../model/completion-store';

interface Props {
  consignment: Consignment;
  /** The shown problem of a line's description, by goods item id. */
  error: (id: string) => string | undefined;
}

const countryOf = (c: Consignment, role: string) =>
  c.parts.find((p) => p.role === role)?.address.countrycode ?? '';

/**
 * What the goods are, one description per goods line: every carrier is told it (per line or
 * joined for the shipment, docs/carriers.md), the freight document prints it, customs read it.
 */
export function GoodsFields({ consignment, error }: Props) {
  const { t } = useTranslation();
  const goods = consignment.goodsItem;
  // Goods crossing the EU's border are described to customs too (validate-completion.ts).
  const crossesEuBorder = customsInvoiceRequired(
    countryOf(consignment, 'consignor'),
    countryOf(consignment, 'consignee'),
  );
  const language = useLanguage();
  const kind = (code: string) => {
    const type = packageTypeOf(code);
    return type ? (language === 'sv' ? type.name : type.nameEn) : code;
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="goods-fields">
      <Title order={2} fz="md" mb={4}>
        {t('shipment.complete.goods.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('shipment.complete.goods.intro')}
        {crossesEuBorder && ` ${t('shipment.complete.goods.customs')}`}
      </Text>
      <Stack gap="sm">
        {goods.map((g, i) => (
          <TextInput
            key={g.id}
            id={`goods-${g.id}-goodsType`}
            label={
              goods.length > 1
                ? t('shipment.complete.goods.labelLine', { n: i + 1 })
                : t('shipment.complete.goods.label')
            }
            description={t('shipment.complete.goods.line', {
              count: g.noOfPackages,
              kind: kind(g.packageType),
              // As the freight document prints it, to 0.1 kg.
              weight: formatNumber(g.weight, 1),
            })}
            withAsterisk
            maxLength={GOODS_DESCRIPTION_MAX_LENGTH}
            maw={520}
            value={g.goodsType}
            onChange={(e) => completionActions.setGoodsType(g.id, e.currentTarget.value)}
            error={error(g.id)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
