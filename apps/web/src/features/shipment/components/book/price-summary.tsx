import { Anchor, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { insurancePrice } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { money } from '../money';

interface Props {
  order: Order;
  serviceName: string;
  pickupText: string;
  onTerms?: (() => void) | undefined;
}

/** The service, pickup and what it costs: freight as priced, insurance, and the total excl. VAT. */
export function PriceSummary({ order, serviceName, pickupText, onTerms }: Props) {
  const { t } = useTranslation();
  const currency = order.calculatedCurrency;
  const freight = order.calculatedPrice ?? 0;
  const insurance = order.insured
    ? (order.insurancePrice ?? (order.goodsValue ? insurancePrice(order.goodsValue) : 0))
    : 0;
  const line = (label: string, amount: number, testId: string) => (
    <Group justify="space-between" data-testid={testId}>
      <Text fz="sm">{label}</Text>
      <Text fz="sm">{money(t, amount, currency)}</Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="summary-price">
      <Stack gap={6}>
        <Text fz="xs" tt="uppercase" c="dimmed" fw={700}>
          {t('shipment.book.service')}
        </Text>
        <Text fw={650}>{serviceName}</Text>
        <Text fz="sm">{pickupText}</Text>
        {onTerms && (
          <Anchor component="button" type="button" fz="sm" onClick={onTerms} ta="left">
            {t('shipment.book.terms')}
          </Anchor>
        )}
        <Divider my={6} />
        {line(t('shipment.lines.freight'), freight, 'price-freight')}
        {order.insured &&
          line(
            t('shipment.book.insuranceLine', { value: money(t, order.goodsValue ?? 0, 'SEK') }),
            insurance,
            'price-insurance',
          )}
        <Divider my={4} />
        <Group justify="space-between" data-testid="price-total">
          <Text fw={700}>{t('shipment.quote.netTotal')}</Text>
          <Text fw={700}>{money(t, freight + insurance, currency)}</Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('shipment.book.priceNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
