import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * A page that failed to load or render. The usual cause is a new release replacing the page's
 * code chunk while the tab was open, which a reload cures.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Center mih="60vh" p="md">
      <Stack maw={480}>
        <Alert color="red" icon={<IconAlertTriangle />} title={t('errors.pageTitle')}>
          {errorMessage(t, error)}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
