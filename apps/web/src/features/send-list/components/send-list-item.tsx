import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Order, PlaceSummary } from '@skeppa/domain';
import { formatPostcode } from '@skeppa/domain';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

/** "Lagerhuset AB, 113 51 Stockholm": who and where, as short as the sidebar allows. */
export function placeText(t: TFunction, place: PlaceSummary | null): string {
  if (!place) return t('sendList.unknownPlace');
  const where = [formatPostcode(place.postcode, place.countrycode), place.city].filter(Boolean).join(' ');
  const country = place.countrycode && place.countrycode !== 'SE' ? `, ${place.countrycode}` : '';
  return `${where}${country}` || place.name || t('sendList.unknownPlace');
}

interface Props {
  order: Order;
  onDelete: (order: Order) => void;
  current: boolean;
}

/** One unbooked shipment: from, to, price, the way into step 4, and delete. */
export function SendListItem({ order, onDelete, current }: Props) {
  const { t } = useTranslation();
  const from = placeText(t, order.from);
  const to = placeText(t, order.to);
  const price =
    order.calculatedPrice === null
      ? t('sendList.noPrice')
      : `${formatNumber(order.calculatedPrice)} ${order.calculatedCurrency}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid="send-list-item"
      data-order-no={order.orderNo}
      bg={current ? 'var(--mantine-color-harbour-0)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Anchor
          component={Link}
          to={`${paths.shipmentStep4}?orderNo=${encodeURIComponent(order.orderNo)}`}
          underline="never"
          c="inherit"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('sendList.open', { from, to })}
        >
          <Stack gap={0}>
            {/* The receiver names the shipment: the sender is mostly the company itself. */}
            <Text fz="sm" fw={600} truncate>
              {order.to?.name || to}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {from}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconArrowRight size={12} style={{ flexShrink: 0 }} aria-hidden />
              <Text fz="xs" c="dimmed" truncate>
                {to}
              </Text>
            </Group>
            <Text fz="sm" fw={650} mt={2}>
              {price}
            </Text>
          </Stack>
        </Anchor>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(order)}
          aria-label={t('sendList.delete', { from, to })}
          data-testid="send-list-delete"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
