import type { UserSession } from '@skeppa/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { toSession } from './to-session';

/** POST /auth/demo: signs in as the demo user (93608). */
export async function signInDemo(): Promise<UserSession> {
  return toSession(api.post('/auth/demo', undefined, { auth: false }));
}

export function useDemoSignIn() {
  return useMutation({ mutationFn: signInDemo });
}
