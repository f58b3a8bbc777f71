import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { clearSession, setUser } from '@/shared/session/session-store';
import { useSsoSignIn } from '../api/sso-signin';
import { SigningInCard } from '../components/signing-in-card';

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
    <SigningInCard
      title={t('auth.ssoTitle')}
      busyText={t('auth.ssoLoggingIn')}
      failed={sso.isError}
      error={sso.error}
    />
  );
}
