import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconTruckDelivery } from '@tabler/icons-react';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** The price saved with the shipment, or null when none was. */
  agreed: number | null;
  now: number;
  currency: string;
  busy: boolean;
  onAccept: () => void;
  onChange: () => void;
}

/**
 * The shipment's price moved since it was saved (a tariff or fuel surcharge changed, or the
 * shipment was saved before its added services were priced): both prices side by side, and the
 * two ways on, booking at the new price or changing the shipment. Never a dead end.
 */
export function PriceChanged({ agreed, now, currency, busy, onAccept, onChange }: Props) {
  const { t } = useTranslation();
  const figure = (label: string, amount: number | null, testId: string) => (
    <div data-testid={testId}>
      <Text fz="xs" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        {amount === null ? t('shipment.price.noneSaved') : formatMoney(amount, currency)}
      </Text>
    </div>
  );
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('shipment.price.changedTitle')}
      data-testid="price-changed"
      // Orange on light orange is too faint for a title (WCAG 1.4.3): the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text fz="sm">{t('shipment.price.changedText')}</Text>
        <SimpleGrid cols={2} maw={420}>
          {figure(t('shipment.price.saved'), agreed, 'price-saved')}
          {figure(t('shipment.price.now'), now, 'price-now')}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            leftSection={<IconTruckDelivery size={16} />}
            loading={busy}
            onClick={onAccept}
            data-testid="book-new-price"
          >
            {t('shipment.price.bookAtNew')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={busy}
            onClick={onChange}
          >
            {t('shipment.book.change')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
