import { Paper, Stack, Text } from '@mantine/core';
import { countryName, formatPostcode, type Part } from '@skeppa/domain';
import type { ReactNode } from 'react';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';

/** One party as the coordinator checks it before booking: address, contact and reference. */
export function PartSummary({ part, children }: { part: Part; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const a = part.address;
  const c = part.communication;
  const notify = [
    c.mobile.notify ? t('shipment.book.bySms') : '',
    c.email.notify ? t('shipment.book.byEmail') : '',
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`summary-${part.role}`}>
      <Stack gap={2}>
        <Text fz="xs" tt="uppercase" c="dimmed" fw={700}>
          {t(`shipment.complete.parts.${part.role}`)}
        </Text>
        <Text fw={650}>{a.name}</Text>
        {a.address.filter(Boolean).map((line) => (
          <Text key={line} fz="sm">
            {line}
          </Text>
        ))}
        <Text fz="sm">
          {[formatPostcode(a.postcode, a.countrycode), a.city].filter(Boolean).join(' ')},{' '}
          {countryName(a.countrycode, language) ?? a.countrycode}
        </Text>
        {(c.contactPerson || c.phone || c.mobile.value || c.email.value) && (
          <Text fz="sm" c="dimmed" mt={4}>
            {[c.contactPerson, c.phone, c.mobile.value, c.email.value].filter(Boolean).join(' · ')}
          </Text>
        )}
        {notify.length > 0 && (
          <Text fz="xs" c="dimmed">
            {t('shipment.book.notified', { how: notify.join(', ') })}
          </Text>
        )}
        {(part.reference.reference || part.reference.customerNo) && (
          <Text fz="sm">
            {[
              part.reference.reference
                ? `${t('shipment.complete.reference')}: ${part.reference.reference}`
                : '',
              part.reference.customerNo
                ? `${t('shipment.complete.customerNo')}: ${part.reference.customerNo}`
                : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
