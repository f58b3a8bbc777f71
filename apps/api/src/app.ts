import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { ssoKeyRoutes } from './modules/auth/sso-key-routes.ts';
import { consignmentTemplateRoutes } from './modules/consignments/template-routes.ts';
import { contactImportRoutes } from './modules/contacts/import-routes.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { freightServiceRoutes } from './modules/freight-services/routes.ts';
import { postcodeRoutes } from './modules/postcodes/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { tariffPlugin } from './modules/pricing/tariff-plugin.ts';
import { retentionPlugin } from './modules/retention/plugin.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { authPlugin } from './platform/auth-plugin.ts';
import type { AppConfig, TrustProxy } from './platform/config.ts';
import { databasePlugin } from './platform/database-plugin.ts';
import { docsPlugin } from './platform/docs-plugin.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { rateLimitPlugin } from './platform/rate-limit-plugin.ts';
import { resolveSecret } from './platform/secrets.ts';
import { AccessTokens } from './platform/tokens.ts';
import { hasWebBuild, webPlugin } from './platform/web-plugin.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Fastify's types take a hop count only as a function (what it builds from a number itself). */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole product (API, docs, SPA) from a config; the server and the tests both use it. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const webRoot = config.webDistDir ?? defaultWebDist;
  const spa = hasWebBuild(webRoot);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    genReqId: () => randomUUID(),
    // Decides req.ip, which every per-address limit counts by (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { spa });

  const jwtSecret = await resolveSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
  await app.register(databasePlugin, { config });
  await app.register(retentionPlugin);
  await app.register(tariffPlugin);
  await app.register(rateLimitPlugin, { limits: config.rateLimits });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens: new AccessTokens(jwtSecret, config.accessTokenTtlSeconds) });
      await api.register(systemRoutes, { loginPageEnabled: config.loginPageEnabled });
      await api.register(authRoutes, {
        refreshTokenTtlDays: config.refreshTokenTtlDays,
        limits: config.loginThrottle,
        passwords: createPasswordHasher({ queueLimit: config.passwordHashQueueLimit }),
      });
      await api.register(ssoKeyRoutes, { sharedSecret: config.ssoSharedSecret });
      await api.register(customerRoutes);
      await api.register(contentRoutes);
      await api.register(analyticsRoutes);
      await api.register(postcodeRoutes);
      await api.register(consignmentTemplateRoutes);
      await api.register(pricingRoutes, { today: config.today });
      await api.register(freightServiceRoutes, { today: config.today });
      await api.register(contactRoutes);
      await api.register(contactImportRoutes);
    },
    { prefix: '/api' },
  );

  if (spa) await app.register(webPlugin, { root: webRoot });
  return app;
}
