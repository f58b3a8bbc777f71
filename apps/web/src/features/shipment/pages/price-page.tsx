import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageHeader } from '../components/page-header';
import { PriceForm } from '../components/price-form';
import { ShipmentSteps } from '../components/shipment-steps';

/** `/shipment/price`: step 1, the price form on its own; step 2 comes back here to edit. */
export default function PricePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.shipmentStep1')}>{t('shipment.form.intro')}</PageHeader>
      <ShipmentSteps active={0} />
      <PriceForm />
    </Stack>
  );
}

export { shipmentTexts as texts } from '../texts';
