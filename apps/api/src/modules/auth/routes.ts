import {
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  ssoRequestSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../../platform/json-body.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { authRepository } from './repository.ts';
import { endSession, refreshSession, type SessionDeps } from './sessions.ts';
import { signIn, signInDemo, type ThrottleLimits } from './signin.ts';
import { signInWithSsoKey } from './sso.ts';

export interface AuthRouteOptions {
  refreshTokenTtlDays: number;
  refreshTokenReuseGraceSeconds: number;
  limits: ThrottleLimits;
  passwords: PasswordHasher;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const deps: SessionDeps = {
    repo: authRepository(app.db),
    audit: app.audit,
    tokens: app.tokens,
    refreshTokenTtlDays: opts.refreshTokenTtlDays,
    reuseGraceSeconds: opts.refreshTokenReuseGraceSeconds,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post('/auth/signin', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password',
      body: signinRequestSchema,
      response: { 200: signinResponseSchema, ...errorResponses(400, 401, 429, 503) },
    },
    config: { rateLimit: app.rateLimits.signin },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: (req) =>
      signIn({ ...deps, limits: opts.limits, passwords: opts.passwords }, { ...req.body, address: req.ip }),
  });

  r.post('/auth/demo', {
    schema: {
      tags,
      summary: 'Sign in as the demo user (may price and select, never save or book)',
      response: { 200: signinResponseSchema, ...errorResponses(401, 429) },
    },
    config: { rateLimit: app.rateLimits.signin },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: (req) => signInDemo(deps, req.ip),
  });

  r.post('/auth/sso', {
    schema: {
      tags,
      summary: 'Sign in with a one-time SSO key',
      body: ssoRequestSchema,
      response: { 200: signinResponseSchema, ...errorResponses(400, 401, 429) },
    },
    config: { rateLimit: app.rateLimits.signin },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: (req) => signInWithSsoKey(deps, req.body.key, req.ip),
  });

  r.post('/auth/refreshtoken', {
    schema: {
      tags,
      summary: 'Rotate a refresh token into a new access and refresh token',
      body: refreshRequestSchema,
      response: { 200: refreshResponseSchema, ...errorResponses(400, 403, 429) },
    },
    config: { rateLimit: app.rateLimits.refresh },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: (req) => refreshSession(deps, req.body.refreshToken),
  });

  r.post('/auth/logout', {
    schema: {
      tags,
      summary: 'End the session of a refresh token',
      body: logoutRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 429) },
    },
    config: { rateLimit: app.rateLimits.refresh },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: async (req, reply) => {
      await endSession(deps, req.body.userId, req.body.token);
      return reply.status(204).send(null);
    },
  });
}
