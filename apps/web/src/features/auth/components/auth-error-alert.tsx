import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The sign-in failure of the login and SSO screens (SPEC §8). */
export function AuthErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('auth.failed')} role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}
