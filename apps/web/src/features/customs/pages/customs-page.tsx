import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { ShipmentPageFrame } from '@/shared/ui/shipment-page-frame';
import { useCustomsInvoice } from '../api/get-customs-invoice';
import { CustomsInvoiceForm } from '../components/customs-invoice-form';

function Invoice({ consignmentId }: { consignmentId: number }) {
  const { t } = useTranslation();
  const query = useCustomsInvoice(consignmentId);
  // A removed invoice starts a new form from the draft the shipment offers again.
  const [removals, setRemovals] = useState(0);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  return (
    <Stack gap="md">
      {removals > 0 && (
        <Alert color="blue" role="status" data-testid="customs-removed">
          {t('customs.form.remove.done')}
        </Alert>
      )}
      <CustomsInvoiceForm
        key={removals}
        consignmentId={consignmentId}
        initial={query.data}
        onRemoved={() => setRemovals((n) => n + 1)}
      />
    </Stack>
  );
}

/** `/consignment/customs?consignmentId=`: the commercial or proforma invoice of a shipment (SPEC §2). */
export default function CustomsPage() {
  const { t } = useTranslation();
  return (
    <ShipmentPageFrame
      title={t('routes.customs')}
      intro={t('customs.form.intro')}
      noShipment={t('customs.form.noShipment')}
      toList={t('customs.form.toList')}
    >
      {(consignmentId) => <Invoice key={consignmentId} consignmentId={consignmentId} />}
    </ShipmentPageFrame>
  );
}

export { customsTexts as texts } from '../texts';
