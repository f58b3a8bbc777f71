import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  saving: boolean;
  error: unknown;
  /** The form has field errors the user has been shown. */
  invalid: boolean;
  onCancel: () => void;
}

/** Save and cancel under a profile form, with what went wrong when saving failed. */
export function FormActions({ saving, error, invalid, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {invalid && (
        <Alert color="red" variant="light" role="alert">
          {t('validation.formInvalid')}
        </Alert>
      )}
      {error !== null && error !== undefined && (
        <Alert color="red" variant="light" role="alert" title={t('profile.saveFailed')}>
          {errorMessage(t, error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('profile.save')}
        </Button>
      </Group>
    </>
  );
}
