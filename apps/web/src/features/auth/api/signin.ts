import type { LoginForm, UserSession } from '@skeppa/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { toSession } from './to-session';

/** POST /auth/signin {username, password}. */
export async function signIn(form: LoginForm): Promise<UserSession> {
  return toSession(api.post('/auth/signin', form, { auth: false }));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
