import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { IconFileText, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { usePayLater } from '../api/get-pay-later';
import { ApplicationForm } from '../components/application-form';
import { StatusCard } from '../components/status-card';

/**
 * `/profile/paylater`: where the company's invoice payment stands, and an administrator's
 * application. Skeppa's credit staff decide (an operator command), not this screen.
 */
export default function PayLaterPage() {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  const status = usePayLater(customer?.id);
  if (!customer) return <PageLoader />;
  const admin = customer.custLevel === CUSTOMER_LEVEL_ADMIN;
  const state = status.data?.status;
  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('routes.payLater')}
        </Title>
        <Text c="dimmed">{t('payLater.intro')}</Text>
        <Anchor component={Link} to={paths.payLaterTerms} size="sm" w="fit-content">
          <IconFileText size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
          {t('payLater.termsLink')}
        </Anchor>
      </Stack>
      <StatusCard status={status.data} error={status.error} />
      {!admin ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note" data-testid="admin-applies">
          {t('payLater.adminApplies')}
        </Alert>
      ) : (
        // A waiting application is decided first; the server would refuse a second (paylater.pending).
        state !== undefined &&
        state !== 'pending' && <ApplicationForm customer={customer} change={state === 'approved'} />
      )}
    </Stack>
  );
}

export { payLaterTexts as texts } from '../texts';
