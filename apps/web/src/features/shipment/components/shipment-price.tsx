import { Alert, Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { Quote } from '@skeppa/domain';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PriceTable } from './price-table';

interface Props {
  /** The shipment's price part by part; null when its service no longer prices it. */
  quote: Quote | null | undefined;
  loading: boolean;
  /** Asked anew after a change: the figures shown are the last ones until it answers. */
  stale?: boolean;
  error?: unknown;
  /** Shown above the parts (the service and pickup at step 4). */
  children?: ReactNode;
  note?: string | undefined;
  /** Step 4 heads its cards with a small label (as "Sender", "Goods"); step 3 with a title. */
  heading?: 'title' | 'label';
}

/**
 * What the shipment costs as it stands, every part apart: the price step 3 saves with the order
 * and step 4 books. A service that no longer prices the shipment says so instead of a figure.
 */
export function ShipmentPrice({
  quote,
  loading,
  stale = false,
  error,
  children,
  note,
  heading = 'title',
}: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="shipment-price" aria-busy={loading || stale}>
      <Group justify="space-between" mb="xs">
        {heading === 'title' ? (
          <Title order={2} fz="md">
            {t('shipment.price.title')}
          </Title>
        ) : (
          <Text fz="xs" tt="uppercase" c="dimmed" fw={700}>
            {t('shipment.price.serviceAndPrice')}
          </Text>
        )}
        {(loading || stale) && <Loader size="xs" role="status" aria-label={t('shipment.price.pricing')} />}
      </Group>
      {children}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : quote ? (
        <PriceTable quote={quote} />
      ) : quote === null ? (
        <Alert color="orange" variant="light" role="alert" data-testid="price-missing">
          {t('shipment.price.notPriced')}
        </Alert>
      ) : null}
      {note && (
        <Text fz="xs" c="dimmed" mt={6}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
