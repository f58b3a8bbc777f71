import { Alert, Text } from '@mantine/core';
import { IconInfoCircle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CustomsNeed } from '../model/customs-need';

/** Whether the carrier needs this invoice, before the user spends time on it. */
export function NeedNotice({ need }: { need: CustomsNeed }) {
  const { t } = useTranslation();
  const required = need !== 'optional';
  return (
    <Alert
      color={required ? 'blue' : 'gray'}
      icon={required ? <IconWorld /> : <IconInfoCircle />}
      // A fact about the shipment, there from the start: not an alert to announce.
      role="note"
      data-testid="customs-need"
      data-need={need}
    >
      <Text fz="sm" fw={required ? 600 : 400}>
        {t(`customs.form.need.${need}`)}
      </Text>
    </Alert>
  );
}
