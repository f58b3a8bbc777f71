import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { LoginForm } from '@skeppa/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAppConfig } from '@/shared/config/get-config';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { clearSession, setUser } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { useSignIn } from '../api/signin';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert } from '../components/auth-error-alert';
import {
  emptyLoginForm,
  type LoginField,
  type LoginFieldErrors,
  missingLoginFields,
  toCredentials,
} from '../model/login-form';

/** `/loginx`: username and password, only where the server enables the login page. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const signIn = useSignIn();
  const [values, setValues] = useState<LoginForm>(emptyLoginForm);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  if (config.isPending) return <PageLoader />;
  if (!config.data?.loginPageEnabled) return <Navigate to={paths.welcome} replace />;

  const field = (name: LoginField) => ({
    value: values[name],
    error: errors[name] ? t('validation.required') : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingLoginFields(values);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    signIn.mutate(toCredentials(values), {
      onSuccess: async (session) => {
        await setUser(session);
        navigate(paths.start, { replace: true });
      },
      // SPEC §4: a failed login leaves nobody signed in.
      onError: () => clearSession(),
    });
  };

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AuthErrorAlert error={signIn.error} />
          <TextInput
            label={t('auth.username')}
            autoComplete="username"
            type="email"
            withAsterisk
            data-autofocus
            {...field('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            withAsterisk
            {...field('password')}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
            {t('auth.login')}
          </Button>
          <Text fz="sm" c="dimmed" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.demoLogin} fz="sm">
              {t('auth.tryDemo')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
