import { Alert, Anchor, Group } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { IconShieldOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { shipmentNumber, shipmentPath } from './shipment-summary';

/** An uninsured shipment has no insurance claim: the page says so and points to a complaint instead. */
export function NotInsured({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      icon={<IconShieldOff />}
      title={t('claims.notInsured.title')}
      data-testid="claim-not-insured"
    >
      {t('claims.notInsured.text', { number: shipmentNumber(order) })}
      <Group gap="md" mt="sm">
        <Anchor component={Link} to={shipmentPath(order)}>
          {t('claims.notInsured.toShipment')}
        </Anchor>
        <Anchor component={Link} to={paths.complaintList}>
          {t('claims.notInsured.toComplaints')}
        </Anchor>
      </Group>
    </Alert>
  );
}
