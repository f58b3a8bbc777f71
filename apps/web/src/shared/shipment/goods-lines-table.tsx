import { Table } from '@mantine/core';
import { type GoodsItem, packageTypeOf } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * A shipment's goods lines as booked and printed: what each line is (its description goes on the
 * waybill and to customs), its packages and measures, and the totals. Step 4 and the consignment
 * page show the same table, so what is checked before booking is what is seen after it.
 */
export function GoodsLinesTable({ goods }: { goods: GoodsItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const typeName = (code: string) => {
    const type = packageTypeOf(code);
    return type ? (language === 'sv' ? type.name : type.nameEn) : code;
  };
  const sum = (f: (g: GoodsItem) => number) => goods.reduce((acc, g) => acc + f(g), 0);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped fz="sm" data-testid="goods">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('goodsLines.packages')}</Table.Th>
            <Table.Th>{t('goodsLines.type')}</Table.Th>
            <Table.Th>{t('goodsLines.description')}</Table.Th>
            <Table.Th ta="right">{t('goodsLines.weight')}</Table.Th>
            <Table.Th ta="right">{t('goodsLines.dimensions')}</Table.Th>
            <Table.Th ta="right">{t('goodsLines.volume')}</Table.Th>
            <Table.Th ta="right">{t('goodsLines.loadingMetres')}</Table.Th>
            <Table.Th>{t('goodsLines.stackable')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goods.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td ta="right">{g.noOfPackages}</Table.Td>
              <Table.Td>{typeName(g.packageType)}</Table.Td>
              <Table.Td c={g.goodsType ? undefined : 'dimmed'}>
                {g.goodsType || t('goodsLines.noDescription')}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(g.weight)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {[g.length, g.width, g.height].map((n) => formatNumber(n, 0)).join(' × ')}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(g.volume, 3)}</Table.Td>
              <Table.Td ta="right">{formatNumber(g.loadingMetres)}</Table.Td>
              <Table.Td>{t(g.isStackable ? 'goodsLines.yes' : 'goodsLines.no')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th ta="right">{sum((g) => g.noOfPackages)}</Table.Th>
            <Table.Th colSpan={2}>{t('goodsLines.total')}</Table.Th>
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
  );
}
