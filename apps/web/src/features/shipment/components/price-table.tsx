import { Table } from '@mantine/core';
import type { Quote, QuoteLine } from '@skeppa/domain';
import { formatMoney, formatPercent } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';

function lineLabel(t: TFunction, line: QuoteLine, language: 'sv' | 'en'): string {
  // Added services are named by the tariff data in both languages; every other line by its code.
  if (line.code === 'serviceOption') {
    const label = language === 'sv' ? line.labelSv : line.labelEn;
    return label || t('shipment.lines.serviceOption');
  }
  const label = t(`shipment.lines.${line.code}`);
  return line.percent ? `${label} (${formatPercent(line.percent)})` : label;
}

/**
 * A price part by part, as pricing composed it: freight and its surcharges, each added service,
 * the insurance, then the sum excluding VAT, the VAT and what is paid. Step 2, 3 and 4 show it.
 */
export function PriceTable({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = (n: number) => formatMoney(n, quote.currency);
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm" data-testid="price-table">
      <Table.Tbody>
        {quote.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder.
          <Table.Tr key={i} data-testid={`price-line-${line.code}`}>
            <Table.Td>{lineLabel(t, line, language)}</Table.Td>
            <Table.Td ta="right">{amount(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="price-net">
          <Table.Td fw={600}>{t('shipment.quote.netTotal')}</Table.Td>
          <Table.Td ta="right" fw={600}>
            {amount(quote.price)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr data-testid="price-vat">
          <Table.Td>{t('shipment.quote.vat')}</Table.Td>
          <Table.Td ta="right">{amount(quote.vat)}</Table.Td>
        </Table.Tr>
        <Table.Tr data-testid="price-gross">
          <Table.Td fw={600}>{t('shipment.quote.grossTotal')}</Table.Td>
          <Table.Td ta="right" fw={600}>
            {amount(quote.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
