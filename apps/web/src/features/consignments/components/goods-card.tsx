import { Paper, Table, Text } from '@mantine/core';
import { type GoodsItem, PACKAGE_TYPES } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The goods items of a consignment, with totals of packages, weight and volume. */
export function GoodsCard({ goods }: { goods: GoodsItem[] }) {
  const { t, i18n } = useTranslation();
  const typeName = (code: string) => {
    const type = PACKAGE_TYPES.find((p) => p.code === code);
    return type ? (i18n.resolvedLanguage === 'en' ? type.nameEn : type.name) : code;
  };
  const sum = (f: (g: GoodsItem) => number) => goods.reduce((acc, g) => acc + f(g), 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} mb="xs">
        {t('consignments.page.goods')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="goods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('consignments.goods.packages')}</Table.Th>
              <Table.Th>{t('consignments.goods.type')}</Table.Th>
              <Table.Th ta="right">{t('consignments.goods.weight')}</Table.Th>
              <Table.Th ta="right">{t('consignments.goods.dimensions')}</Table.Th>
              <Table.Th ta="right">{t('consignments.goods.volume')}</Table.Th>
              <Table.Th ta="right">{t('consignments.goods.loadingMetres')}</Table.Th>
              <Table.Th>{t('consignments.goods.stackable')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goods.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td ta="right">{g.noOfPackages}</Table.Td>
                <Table.Td>{typeName(g.packageType)}</Table.Td>
                <Table.Td ta="right">{formatNumber(g.weight)}</Table.Td>
                <Table.Td ta="right">
                  {[g.length, g.width, g.height].map((n) => formatNumber(n, 0)).join(' × ')}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(g.volume, 3)}</Table.Td>
                <Table.Td ta="right">{formatNumber(g.loadingMetres)}</Table.Td>
                <Table.Td>{t(g.isStackable ? 'consignments.goods.yes' : 'consignments.goods.no')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th ta="right">{sum((g) => g.noOfPackages)}</Table.Th>
              <Table.Th>{t('consignments.goods.total')}</Table.Th>
              <Table.Th ta="right">{formatNumber(sum((g) => g.weight))}</Table.Th>
              <Table.Th />
              <Table.Th ta="right">
                {formatNumber(
                  sum((g) => g.volume),
                  3,
                )}
              </Table.Th>
              <Table.Th ta="right">{formatNumber(sum((g) => g.loadingMetres))}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
