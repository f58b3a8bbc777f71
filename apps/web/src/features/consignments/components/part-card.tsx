import { Paper, Stack, Text } from '@mantine/core';
import type { Part } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { placeLine } from '../model/order-row';

/** One party of a consignment: address and who to reach there. */
export function PartCard({ part }: { part: Part }) {
  const { t } = useTranslation();
  const { name, place } = placeLine(part);
  const c = part.communication;
  const notified = (v: { value: string; notify: boolean }) =>
    v.notify ? `${v.value} (${t('consignments.page.notify')})` : v.value;
  const lines: [string, string][] = [
    [t('consignments.page.contact'), c.contactPerson],
    [t('consignments.page.phone'), c.phone],
    [t('consignments.page.mobile'), c.mobile.value ? notified(c.mobile) : ''],
    [t('consignments.page.email'), c.email.value ? notified(c.email) : ''],
  ];
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={`part-${part.role}`}>
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {t(`consignments.roles.${part.role}`)}
        </Text>
        <Text fw={600}>{name}</Text>
        {part.address.address.filter(Boolean).map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
        <Text size="sm">{place}</Text>
        {lines
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text size="sm" key={label}>
              <Text span c="dimmed" size="sm">
                {label}:
              </Text>{' '}
              {value}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
