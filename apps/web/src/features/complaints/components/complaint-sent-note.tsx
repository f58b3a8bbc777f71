import { Alert, Text } from '@mantine/core';
import type { Complaint } from '@skeppa/domain';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** A complaint already sent to its carrier. */
  complaint: Complaint;
}

/** When the complaint went to the carrier and was last reminded, and that its fields are now frozen. */
export function ComplaintSentNote({ complaint }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" data-testid="complaint-sent-note">
      <Text size="sm">
        {t('complaints.drawer.sentOn', {
          carrier: complaint.supplier,
          date: formatDate(complaint.sentDate),
        })}
      </Text>
      {complaint.lastReminderDate && (
        <Text size="sm">
          {t('complaints.drawer.lastReminder', { date: formatDate(complaint.lastReminderDate) })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('complaints.drawer.frozen')}
      </Text>
    </Alert>
  );
}
