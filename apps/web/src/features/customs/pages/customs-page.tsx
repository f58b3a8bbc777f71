import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { ShipmentPageFrame } from '@/shared/ui/shipment-page-frame';
import { useCustomsInvoice } from '../api/get-customs-invoice';
import { CustomsInvoiceForm } from '../components/customs-invoice-form';

function Invoice({ consignmentId }: { consignmentId: number }) {
  const { t } = useTranslation();
  const query = useCustomsInvoice(consignmentId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  return <CustomsInvoiceForm consignmentId={consignmentId} initial={query.data} />;
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
