import { Grid, Stack, Table, Text, Title } from '@mantine/core';
import type { Quote, QuoteLine } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { money } from './money';

function lineLabel(t: TFunction, line: QuoteLine, language: 'sv' | 'en'): string {
  // Added services are named by the tariff data in both languages; every other line by its code.
  if (line.code === 'serviceOption') {
    const label = language === 'sv' ? line.labelSv : line.labelEn;
    return label || t('shipment.lines.serviceOption');
  }
  const label = t(`shipment.lines.${line.code}`);
  if (!line.percent) return label;
  const p = line.percent;
  const decimals = Number.isInteger(p) ? 0 : Number.isInteger(p * 10) ? 1 : 2;
  return `${label} (${formatNumber(p, decimals)} %)`;
}

/** The price broken down: lines, VAT and total; the chargeable weight; services to add. */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = (n: number) => money(t, n, quote.currency);
  return (
    <Grid gap="lg" pt="sm" data-testid="quote-breakdown">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {quote.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder.
              <Table.Tr key={i}>
                <Table.Td>{lineLabel(t, line, language)}</Table.Td>
                <Table.Td ta="right">{amount(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Table.Td fw={600}>{t('shipment.quote.netTotal')}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {amount(quote.price)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('shipment.quote.vat')}</Table.Td>
              <Table.Td ta="right">{amount(quote.vat)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td fw={600}>{t('shipment.quote.grossTotal')}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {amount(quote.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <div>
            <Title order={4} fz="sm">
              {t('shipment.quote.chargeableWeight')}
            </Title>
            <Text fz="sm" data-testid="chargeable-weight">
              {t('shipment.quote.chargeableWeightValue', {
                weight: formatNumber(quote.chargeableWeight),
                rule: t(`shipment.quote.rules.${quote.chargeableWeightRule}`),
              })}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('shipment.quote.actualWeight', { weight: formatNumber(quote.actualWeight) })}
            </Text>
          </div>
          {quote.serviceOptions.length > 0 && (
            <div>
              <Title order={4} fz="sm">
                {t('shipment.quote.addedServices')}
              </Title>
              {quote.serviceOptions.map((o) => (
                <Text
                  key={o.id}
                  fz="sm"
                  component="div"
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}
                >
                  <span>{language === 'sv' ? o.labelSv : o.labelEn}</span>
                  <span>
                    {o.price > 0 ? amount(o.price) : t('shipment.quote.noCharge')}
                    {o.perPackage && o.price > 0 ? ` ${t('shipment.quote.perPackage')}` : ''}
                  </span>
                </Text>
              ))}
              <Text fz="xs" c="dimmed" mt={4}>
                {t('shipment.quote.addedServicesNote')}
              </Text>
            </div>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
