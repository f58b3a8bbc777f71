import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { carrierByCode, type Order } from '@skeppa/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

export const shipmentNumber = (order: Order) => order.consignmentNo ?? order.orderNo;
export const shipmentPath = (order: Order) =>
  `${paths.consignment}?orderNo=${encodeURIComponent(order.orderNo)}`;

/** The shipment the claim is about: its number, carrier and insured value, and the way back to it. */
export function ShipmentSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('claims.summary.number'), shipmentNumber(order)],
    [t('claims.summary.carrier'), carrierByCode(order.supplierId ?? 0)?.name ?? ''],
    [t('claims.summary.insuredValue'), formatMoney(order.goodsValue ?? 0, 'SEK')],
    [t('claims.summary.booked'), formatDate(order.dateBooked)],
  ];
  return (
    <Paper withBorder radius="md" p="lg" data-testid="claim-shipment">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            {t('claims.summary.title')}
          </Title>
          <Anchor component={Link} to={shipmentPath(order)} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('claims.summary.open')}
            </Group>
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Stack gap={2} key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
