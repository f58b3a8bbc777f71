import { Group, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { GoodsTotals as Totals } from '../model/goods-row';

/** The sum of every goods row: packages, weight, volume and loading metres. */
export function GoodsTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const items = [
    ['shipment.totals.packages', formatNumber(totals.packages, 0)],
    ['shipment.totals.weight', `${formatNumber(totals.weight)} kg`],
    ['shipment.totals.volume', `${formatNumber(totals.volume, 3)} m³`],
    ['shipment.totals.loadingMetres', formatNumber(totals.loadingMetres)],
  ] as const;
  return (
    <Group gap="xl" data-testid="goods-totals">
      <Text fw={600}>{t('shipment.totals.title')}</Text>
      {items.map(([key, value]) => (
        <Text key={key} fz="sm">
          <Text span c="dimmed" fz="sm">
            {t(key)}
          </Text>{' '}
          <Text span fw={600} fz="sm" data-testid={key.replace('shipment.totals.', 'total-')}>
            {value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
