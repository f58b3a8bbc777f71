import type { LoginForm } from '@skeppa/domain';

export type LoginField = keyof LoginForm;
/** Fields marked "Mandatory field" after an attempt; typing in one clears its mark. */
export type LoginFieldErrors = Partial<Record<LoginField, true>>;

export const emptyLoginForm = (): LoginForm => ({ username: '', password: '' });

/** What a login attempt lacks: a field counts as filled once it holds more than spaces. */
export function missingLoginFields(form: LoginForm): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (form.username.trim() === '') errors.username = true;
  if (form.password.trim() === '') errors.password = true;
  return errors;
}

/** The credentials as sent: the username without surrounding spaces, the password as typed. */
export function toCredentials(form: LoginForm): LoginForm {
  return { username: form.username.trim(), password: form.password };
}
