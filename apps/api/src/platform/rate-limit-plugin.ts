import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from './config.ts';
import { AppError } from './errors.ts';
import { rateLimitPurgeJob } from './rate-limit-purge.ts';
import { hit, postgresRateLimitStore } from './rate-limit-store.ts';

export type RateLimitGroup = 'signin' | 'refresh' | 'public';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for a public route: `config: { rateLimit: app.rateLimits.signin }`. */
    rateLimits: Record<RateLimitGroup, RateLimitOptions>;
    /** Counts one call of an API key across all its routes and processes; 429 over the limit. */
    countApiKeyCall: (apiKeyId: number) => Promise<void>;
  }
}

/**
 * Per client address and route, counted in PostgreSQL so several API processes share the count.
 * Only routes that ask for it are limited: the public ones (signed-in routes have a token to
 * answer for). Over the limit: 429 `request.rate_limited` with Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { limits: RateLimitConfig }) => {
    const timeWindow = opts.limits.windowSeconds * 1000;
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(app.db),
      timeWindow,
      errorResponseBuilder: (_req, context) =>
        AppError.retryLater('request.rate_limited', context.ttl / 1000),
    });
    app.decorate('rateLimits', {
      signin: { max: opts.limits.signin, timeWindow },
      refresh: { max: opts.limits.refresh, timeWindow },
      public: { max: opts.limits.public, timeWindow },
    });
    app.decorate('countApiKeyCall', async (apiKeyId: number) => {
      const { current, ttl } = await hit(app.db, `apikey:${apiKeyId}`, timeWindow);
      if (current > opts.limits.apiKey) throw AppError.retryLater('request.rate_limited', ttl / 1000);
    });
    app.jobs.define(rateLimitPurgeJob({ db: app.db, log: app.log.child({ component: 'rate-limits' }) }));
  },
  { name: 'rate-limits', dependencies: ['database', 'jobs'] },
);
