import { Alert } from '@mantine/core';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';

/** SPEC §8: "Failed to send message, contact customer service", with the reason when known. */
export function SendFailedAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" title={t('carrierContact.failed')} role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}
