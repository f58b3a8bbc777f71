import type { SigninResponse, UserSession } from '@skeppa/domain';
import { loadFirstScreenSchemas } from '@/shared/api/load-schemas';

/** Sign-in, demo and SSO all answer alike; the session keeps exactly these fields. */
export async function toSession(answer: Promise<unknown>): Promise<UserSession> {
  const [data, { signinResponseSchema }] = await Promise.all([answer, loadFirstScreenSchemas()]);
  const r: SigninResponse = signinResponseSchema.parse(data);
  return {
    id: r.id,
    accessToken: r.accessToken,
    refreshToken: r.refreshToken,
    email: r.email,
    demoUser: r.demoUser,
  };
}
