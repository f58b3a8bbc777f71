import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';

interface Props {
  title: string;
  busyText: string;
  /** The failed sign-in, if it failed; until then the card shows that it is busy. */
  error: unknown;
  failed: boolean;
}

/** The card of a sign-in that needs no typing (SSO key, demo): busy, or the error and a way out. */
export function SigningInCard({ title, busyText, error, failed }: Props) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      {failed ? (
        <Stack>
          <AuthErrorAlert error={error} />
          <Group justify="flex-end">
            <Button component={Link} to={paths.welcome} variant="default">
              {t('auth.toWelcome')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Center py="md">
          <Group role="status">
            <Loader size="sm" />
            <Text>{busyText}</Text>
          </Group>
        </Center>
      )}
    </AuthCard>
  );
}
