import { Paper, Table, Text } from '@mantine/core';
import { type GoodsItem, packageTypeOf } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The goods rows as they will be booked. */
export function GoodsSummary({ goods }: { goods: GoodsItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const typeName = (code: string) => {
    const type = packageTypeOf(code);
    return type ? (language === 'sv' ? type.name : type.nameEn) : code;
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="summary-goods">
      <Text fz="xs" tt="uppercase" c="dimmed" fw={700} mb="xs">
        {t('shipment.goods.title')}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipment.goods.noOfPackages')}</Table.Th>
              <Table.Th>{t('shipment.goods.packageType')}</Table.Th>
              <Table.Th ta="right">{t('shipment.goods.weight')}</Table.Th>
              <Table.Th ta="right">{t('shipment.book.dimensions')}</Table.Th>
              <Table.Th ta="right">{t('shipment.goods.volume')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goods.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>{g.noOfPackages}</Table.Td>
                <Table.Td>{typeName(g.packageType)}</Table.Td>
                <Table.Td ta="right">{formatNumber(g.weight)}</Table.Td>
                <Table.Td ta="right">{`${formatNumber(g.length, 0)} × ${formatNumber(g.width, 0)} × ${formatNumber(g.height, 0)}`}</Table.Td>
                <Table.Td ta="right">{formatNumber(g.volume, 3)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
