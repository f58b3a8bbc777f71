import { Paper, Text } from '@mantine/core';
import type { GoodsItem } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { GoodsLinesTable } from '@/shared/shipment/goods-lines-table';

/** The goods rows as they will be booked, their descriptions as the waybill will print them. */
export function GoodsSummary({ goods }: { goods: GoodsItem[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="summary-goods">
      <Text fz="xs" tt="uppercase" c="dimmed" fw={700} mb="xs">
        {t('shipment.goods.title')}
      </Text>
      <GoodsLinesTable goods={goods} />
    </Paper>
  );
}
