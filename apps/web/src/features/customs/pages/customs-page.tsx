import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { useCustomsInvoice } from '../api/get-customs-invoice';
import { CustomsInvoiceForm } from '../components/customs-invoice-form';

/** The consignment id of `?consignmentId=`, or null when there is none to speak of. */
export function consignmentIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('consignmentId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

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
  const [params] = useSearchParams();
  const consignmentId = consignmentIdOf(params);
  return (
    <Stack gap="md">
      <Title order={1} fz={28}>
        {t('routes.customs')}
      </Title>
      <Text c="dimmed" maw={820}>
        {t('customs.form.intro')}
      </Text>
      {consignmentId === null ? (
        <Alert color="blue" icon={<IconAlertCircle />}>
          {t('customs.form.noShipment')}{' '}
          <Anchor component={Link} to={paths.consignmentList}>
            {t('customs.form.toList')}
          </Anchor>
        </Alert>
      ) : (
        <Invoice key={consignmentId} consignmentId={consignmentId} />
      )}
    </Stack>
  );
}

export { customsTexts as texts } from '../texts';
