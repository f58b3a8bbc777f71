import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageHeader } from '../components/page-header';
import { PriceResults } from '../components/price-results';
import { ResultState } from '../components/result-state';
import { ShipmentSteps } from '../components/shipment-steps';
import { ShipmentSummary } from '../components/shipment-summary';
import { useDraftStore } from '../model/draft-store';
import { toConsignment } from '../model/to-consignment';
import { validateDraft } from '../model/validate-draft';

/**
 * `/shipment/select`: step 2, the services that can take the draft. It prices the draft as it
 * stands, so a reload shows the same list; a draft that is not complete is sent back to step 1.
 */
export default function SelectPage() {
  const { t } = useTranslation();
  const draft = useDraftStore((s) => s.draft);
  const consignment = useMemo(() => {
    if (!draft || Object.keys(validateDraft(draft)).length > 0) return null;
    return toConsignment(draft);
  }, [draft]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.shipmentStep2')}>{t('shipment.select.intro')}</PageHeader>
      <ShipmentSteps active={1} />
      {draft && consignment && <ShipmentSummary draft={draft} />}
      {consignment ? (
        <PriceResults consignment={consignment} />
      ) : (
        <ResultState
          kind="noDraft"
          title={t('shipment.select.noDraftTitle')}
          text={t('shipment.select.noDraftText')}
        />
      )}
    </Stack>
  );
}

export { shipmentTexts as texts } from '../texts';
