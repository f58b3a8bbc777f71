import { type SigninResponse, signinResponseSchema, type UserSession } from '@skeppa/domain';

/** Sign-in, demo and SSO all answer alike; the session keeps exactly these fields. */
export function toSession(data: unknown): UserSession {
  const r: SigninResponse = signinResponseSchema.parse(data);
  return {
    id: r.id,
    accessToken: r.accessToken,
    refreshToken: r.refreshToken,
    email: r.email,
    demoUser: r.demoUser,
  };
}
