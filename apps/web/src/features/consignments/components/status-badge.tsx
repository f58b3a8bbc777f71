import { Badge } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { type ShownStatus, shownStatus } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';

// Dark shades under white text: every status reads at WCAG AA contrast.
const COLOUR: Record<ShownStatus, string> = {
  none: 'gray.7',
  booked: 'blue.9',
  printed: 'indigo.9',
  confirmed: 'cyan.9',
  pickup: 'violet.9',
  inTransit: 'grape.9',
  delivered: 'teal.9',
  returnedToSender: 'pink.9',
  cancelled: 'red.9',
};

/** The shipment's status as the lists and the consignment page show it (SPEC §4). */
export function StatusBadge({
  order,
  size = 'md',
}: {
  order: Pick<Order, 'dateBooked' | 'printed' | 'statusCategory'>;
  /** Smaller in a list's row. */
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const status = shownStatus(order);
  return (
    // Never cut short: a status read as "UN…" says nothing.
    <Badge
      variant="filled"
      color={COLOUR[status]}
      data-status={status}
      size={size}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`consignments.status.${status}`)}
    </Badge>
  );
}
