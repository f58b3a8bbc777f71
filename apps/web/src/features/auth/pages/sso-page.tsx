import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { clearSession, setUser } from '@/shared/session/session-store';
import { useSsoSignIn } from '../api/sso-signin';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert } from '../components/auth-error-alert';

/**
 * `/sso/:key`: an integrating system sends its user here with a one-time key. Whoever was signed
 * in before is forgotten first, so the key's owner never inherits someone else's session.
 */
export default function SsoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const sso = useSsoSignIn();
  const started = useRef(false);

  useEffect(() => {
    // The key is one-time: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    clearSession();
    sso.mutate(key, {
      onSuccess: async (session) => {
        await setUser(session, { loginEvent: true });
        navigate(paths.start, { replace: true });
      },
    });
  }, [key, navigate, sso]);

  return (
    <AuthCard title={t('auth.ssoTitle')}>
      {sso.isError ? (
        <Stack>
          <AuthErrorAlert error={sso.error} />
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
            <Text>{t('auth.ssoLoggingIn')}</Text>
          </Group>
        </Center>
      )}
    </AuthCard>
  );
}
