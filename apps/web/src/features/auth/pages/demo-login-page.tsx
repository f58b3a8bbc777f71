import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { getUser, setUser } from '@/shared/session/session-store';
import { useDemoSignIn } from '../api/demo-signin';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert } from '../components/auth-error-alert';

/**
 * `/priser` (the public "prices" link): starts the demo. Someone already signed in, as a customer
 * or in a demo, simply continues to the start page with the session they have.
 */
export default function DemoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const demo = useDemoSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (getUser()) {
      navigate(paths.start, { replace: true });
      return;
    }
    demo.mutate(undefined, {
      onSuccess: async (session) => {
        await setUser(session);
        navigate(paths.start, { replace: true });
      },
    });
  }, [demo, navigate]);

  return (
    <AuthCard title={t('auth.demoTitle')}>
      {demo.isError ? (
        <Stack>
          <AuthErrorAlert error={demo.error} />
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
            <Text>{t('auth.demoStarting')}</Text>
          </Group>
        </Center>
      )}
    </AuthCard>
  );
}
