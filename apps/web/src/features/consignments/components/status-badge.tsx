import { Badge } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { type ShownStatus, shownStatus } from '@skeppa/domain';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<ShownStatus, string> = {
  none: 'gray',
  booked: 'blue',
  printed: 'indigo',
  confirmed: 'cyan',
  pickup: 'teal',
  inTransit: 'orange',
  delivered: 'green',
};

/** The shipment's status as the lists and the consignment page show it (SPEC §4). */
export function StatusBadge({ order }: { order: Pick<Order, 'dateBooked' | 'printed' | 'statusCategory'> }) {
  const { t } = useTranslation();
  const status = shownStatus(order);
  return (
    <Badge variant="light" color={COLOUR[status]} data-status={status}>
      {t(`consignments.status.${status}`)}
    </Badge>
  );
}
