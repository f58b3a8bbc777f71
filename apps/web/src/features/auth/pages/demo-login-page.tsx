import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { getUser, setUser } from '@/shared/session/session-store';
import { useDemoSignIn } from '../api/demo-signin';
import { SigningInCard } from '../components/signing-in-card';

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
    <SigningInCard
      title={t('auth.demoTitle')}
      busyText={t('auth.demoStarting')}
      failed={demo.isError}
      error={demo.error}
    />
  );
}
