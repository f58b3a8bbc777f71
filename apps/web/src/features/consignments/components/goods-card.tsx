import { Paper, Text } from '@mantine/core';
import type { GoodsItem } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { GoodsLinesTable } from '@/shared/shipment/goods-lines-table';

/** The goods items of a consignment, with totals of packages, weight and volume. */
export function GoodsCard({ goods }: { goods: GoodsItem[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} mb="xs">
        {t('consignments.page.goods')}
      </Text>
      <GoodsLinesTable goods={goods} />
    </Paper>
  );
}
