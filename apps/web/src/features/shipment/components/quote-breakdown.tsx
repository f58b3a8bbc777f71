import { Grid, Stack, Text, Title } from '@mantine/core';
import type { Quote } from '@skeppa/domain';
import { formatMoney, formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PriceTable } from './price-table';

/** The price broken down: lines, VAT and total; the chargeable weight; services to add. */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = (n: number) => formatMoney(n, quote.currency);
  return (
    <Grid gap="lg" pt="sm" data-testid="quote-breakdown">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <PriceTable quote={quote} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <div>
            <Title order={3} fz="sm">
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
              <Title order={3} fz="sm">
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
