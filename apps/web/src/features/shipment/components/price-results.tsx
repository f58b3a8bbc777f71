import { Center, Group, Loader, Paper, Text } from '@mantine/core';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { usePrices } from '../api/price-consignment';
import type { PriceableDraft } from '../model/to-consignment';
import { QuoteList } from './quote-list';
import { ResultState } from './result-state';

/** The prices of one consignment: loading, failed, nothing fits, or the list of services. */
export function PriceResults({ consignment }: { consignment: PriceableDraft }) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id);
  const prices = usePrices(userId, consignment);

  if (prices.isPending) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Center>
          <Group role="status">
            <Loader size="sm" />
            <Text>{t('shipment.select.loading')}</Text>
          </Group>
        </Center>
      </Paper>
    );
  }
  const title = t('shipment.select.errorTitle');
  if (prices.isError) return <ResultState kind="error" title={title} text={errorMessage(t, prices.error)} />;

  const { priceResult, errors } = prices.data;
  if (priceResult.length === 0) {
    // A consignment error (sender or recipient missing) says more than "nothing fits".
    const error = errors.find((e) => e.code !== 'pricing.no_products');
    if (error) return <ResultState kind="error" title={title} text={errorMessage(t, error)} />;
    return (
      <ResultState
        kind="empty"
        title={t('shipment.select.emptyTitle')}
        text={t('shipment.select.emptyText')}
      />
    );
  }
  return <QuoteList response={prices.data} />;
}
