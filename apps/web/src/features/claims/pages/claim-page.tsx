import { Alert, Grid, Stack } from '@mantine/core';
import { type Claim, CUSTOMER_LEVEL_ADMIN, isCancelled, type Order } from '@skeppa/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DeadlinesPanel } from '@/shared/aftercare/deadlines-panel';
import { useConsignment } from '@/shared/api/bookings/get-consignment';
import { useOrder } from '@/shared/api/bookings/get-order';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { ShipmentPageFrame } from '@/shared/ui/shipment-page-frame';
import { useClaims } from '../api/list-claims';
import { ClaimForm } from '../components/claim-form';
import { ClaimList } from '../components/claim-list';
import { ClaimSubmitted } from '../components/claim-submitted';
import { NotInsured } from '../components/not-insured';
import { ShipmentSummary } from '../components/shipment-summary';

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}

function Claims({ order, consignmentId }: { order: Order; consignmentId: number }) {
  const claims = useClaims(consignmentId);
  const admin = useCustomer().data?.custLevel === CUSTOMER_LEVEL_ADMIN;
  const [submitted, setSubmitted] = useState<Claim | null>(null);
  // Claims submitted here: the list may still call one a draft until it is read again.
  const [done, setDone] = useState<readonly number[]>([]);
  const [round, setRound] = useState(0);
  const items = claims.data?.items ?? [];
  const draft = items.find((c) => c.status === 'draft' && !done.includes(c.id)) ?? null;
  const insuredValue = order.goodsValue ?? 0;

  const form = submitted ? (
    <ClaimSubmitted
      claim={submitted}
      onAnother={() => {
        setSubmitted(null);
        setRound((r) => r + 1);
      }}
    />
  ) : claims.isPending ? (
    <PageLoader />
  ) : (
    <ClaimForm
      key={round}
      consignmentId={consignmentId}
      insuredValue={insuredValue}
      draft={draft}
      onSubmitted={(claim) => {
        setDone((ids) => [...ids, claim.id]);
        setSubmitted(claim);
      }}
    />
  );

  return (
    <Stack gap="md">
      <ShipmentSummary order={order} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          {form}
        </Grid.Col>
        {/* On a phone the last days come before the form: they decide whether it is worth filling. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <DeadlinesPanel consignmentId={consignmentId} />
            {claims.isError ? (
              <Failure error={claims.error} />
            ) : (
              claims.data && <ClaimList claims={items} admin={admin} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The shipment of `?id=`: read as its consignment, then its order, where booking and insurance are. */
function Shipment({ consignmentId }: { consignmentId: number }) {
  const { t } = useTranslation();
  const consignment = useConsignment(consignmentId);
  const orderNo = consignment.data?.orderNo ?? null;
  const order = useOrder(orderNo);
  const error = consignment.error ?? order.error;
  if (error) return <Failure error={error} />;
  if (consignment.data && !orderNo) return <Alert color="blue">{t('claims.notBooked')}</Alert>;
  if (!order.data) return <PageLoader />;
  const o = order.data;
  if (o.dateBooked === null || isCancelled(o)) return <Alert color="blue">{t('claims.notBooked')}</Alert>;
  if (!o.insured || !o.goodsValue) return <NotInsured order={o} />;
  return <Claims order={o} consignmentId={consignmentId} />;
}

/** `/consignment/claim?id=`: an insurance claim on an insured booked shipment (SPEC §2 `claim`). */
export default function ClaimPage() {
  const { t } = useTranslation();
  return (
    <ShipmentPageFrame
      title={t('routes.claim')}
      intro={t('claims.intro')}
      noShipment={t('claims.noShipment')}
      toList={t('claims.toList')}
      param="id"
    >
      {(consignmentId) => <Shipment key={consignmentId} consignmentId={consignmentId} />}
    </ShipmentPageFrame>
  );
}

export { claimTexts as texts } from '../texts';
