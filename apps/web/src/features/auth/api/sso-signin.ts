import type { UserSession } from '@skeppa/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { toSession } from './to-session';

/** POST /auth/sso {key}: a one-time key handed out by an integrating system. */
export async function signInWithSso(key: string): Promise<UserSession> {
  return toSession(api.post('/auth/sso', { key }, { auth: false }));
}

export function useSsoSignIn() {
  return useMutation({ mutationFn: signInWithSso });
}
