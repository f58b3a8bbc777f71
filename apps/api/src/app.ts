import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { analyticsPlugin, analyticsRoutes } from './modules/analytics/index.ts';
import { apiKeyRoutes, apiKeysPlugin } from './modules/api-keys/index.ts';
import { auditPlugin, auditRoutes } from './modules/audit/index.ts';
import { authJobsPlugin, authRoutes, ssoKeyRoutes } from './modules/auth/index.ts';
import { billRoutes, billsPlugin } from './modules/bills/index.ts';
import { bookingRoutes, bookingsPlugin, consignmentTemplateRoutes } from './modules/bookings/index.ts';
import { carriersPlugin } from './modules/carriers/index.ts';
import { claimRoutes, claimsPlugin } from './modules/claims/index.ts';
import { complaintRoutes, complaintsPlugin } from './modules/complaints/index.ts';
import { contactImportRoutes, contactRoutes } from './modules/contacts/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { emailRoutes } from './modules/customer-mail/index.ts';
import { customerRoutes, customersPlugin } from './modules/customers/index.ts';
import { eventsPlugin } from './modules/events/index.ts';
import { freightServiceRoutes } from './modules/freight-services/index.ts';
import { mailPlugin, mailTestRoutes } from './modules/mail/index.ts';
import { newsPlugin, newsRoutes } from './modules/news/index.ts';
import { packageFavouriteRoutes } from './modules/package-favourites/index.ts';
import { postcodeRoutes } from './modules/postcodes/index.ts';
import { pricingRoutes, tariffPlugin } from './modules/pricing/index.ts';
import { servicePointRoutes } from './modules/service-points/index.ts';
import {
  customsRoutes,
  paperlessRoutes,
  printRoutes,
  shipmentDocumentsPlugin,
} from './modules/shipment-documents/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { trackingPlugin, trackingRoutes } from './modules/tracking/index.ts';
import { webhookRoutes, webhooksPlugin } from './modules/webhooks/index.ts';
import { authPlugin } from './platform/auth-plugin.ts';
import { compressPlugin } from './platform/compress-plugin.ts';
import type { AppConfig, TrustProxy } from './platform/config.ts';
import { databasePlugin } from './platform/database-plugin.ts';
import { docsPlugin } from './platform/docs-plugin.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './platform/error-handler.ts';
import { fileStorePlugin } from './platform/files/plugin.ts';
import { jobsPlugin } from './platform/jobs/jobs-plugin.ts';
import { registerJsonParser } from './platform/json-body.ts';
import { loggerOptions } from './platform/logger.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { declarePlatformAnswers } from './platform/platform-answers.ts';
import { rateLimitPlugin } from './platform/rate-limit-plugin.ts';
import { repoRoot } from './platform/repo-root.ts';
import { refuseUnstorableText } from './platform/request-text.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { keysMadePerProcess, resolveSecret } from './platform/secrets.ts';
import { securityHeadersPlugin } from './platform/security-headers-plugin.ts';
import { strictPlugin } from './platform/strict-plugin.ts';
import { AccessTokens } from './platform/tokens.ts';
import { hasWebBuild, webPlugin } from './platform/web-plugin.ts';

const defaultWebDist = path.join(repoRoot, 'apps/web/dist');

/** Fastify's types take a hop count only as a function (what it builds from a number itself). */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole product (API, docs, SPA) from a config; the server and the tests both use it. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const built: { app?: FastifyInstance } = {};
  try {
    return await assemble(config, built);
  } catch (err) {
    // What did start (the embedded PostgreSQL above all) stops again, not left behind as an orphan.
    await built.app?.close().catch(() => {});
    throw err;
  }
}

async function assemble(config: AppConfig, built: { app?: FastifyInstance }): Promise<FastifyInstance> {
  const webRoot = config.webDistDir ?? defaultWebDist;
  const spa = hasWebBuild(webRoot);
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      format: config.logFormat,
      destination: config.logDestination,
    }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // The embedded PostgreSQL's first start (initdb, migrations, seed) outlasts Fastify's 10 s on
    // a busy or slow machine; a plugin that really hangs still stops start-up.
    pluginTimeout: 120_000,
    genReqId: () => randomUUID(),
    // Decides req.ip, which every per-address limit counts by (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
  });
  built.app = app;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  registerErrorHandler(app, { spa });
  declarePlatformAnswers(app);
  registerJsonParser(app);
  // JSON is the one body the API reads (uploads add their own parsers in their scope): a text
  // body is a 415, never a string handed to a route that validates an object.
  app.removeContentTypeParser('text/plain');
  refuseUnstorableText(app);
  app.addHook('onSend', async (request, reply) => {
    // Answers of the API name people, carry tokens or depend on who asks: no cache keeps them.
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !reply.hasHeader('cache-control')
    )
      reply.header('Cache-Control', 'no-store');
  });

  const jwtSecret = await resolveSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
  const perProcess = keysMadePerProcess(config);
  if (perProcess.length > 0)
    app.log.warn(
      { keys: perProcess },
      `${perProcess.join(' and ')} not set: generated into DATA_DIR for this process alone; every process on this database needs the same value`,
    );
  // Start-up plugins fail loudly, even when what they await rejects without an error.
  await app.register(strictPlugin(databasePlugin), { config });
  await app.register(strictPlugin(jobsPlugin), { config: config.jobs });
  await app.register(strictPlugin(eventsPlugin));
  // Before the modules whose write paths record into it.
  await app.register(strictPlugin(auditPlugin), config.bookingsNow ? { now: config.bookingsNow } : {});
  // Mails carry files from the store (complaints' and claims' attachments).
  await app.register(strictPlugin(fileStorePlugin), { config: config.files });
  await app.register(strictPlugin(mailPlugin), { smtp: config.smtp });
  await app.register(strictPlugin(authJobsPlugin));
  await app.register(strictPlugin(analyticsPlugin));
  await app.register(strictPlugin(bookingsPlugin), {
    ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
    reconcileAfterSeconds: config.bookingReconcileAfterSeconds,
  });
  await app.register(strictPlugin(tariffPlugin));
  await app.register(strictPlugin(newsPlugin));
  await app.register(strictPlugin(customersPlugin));
  await app.register(strictPlugin(carriersPlugin), config.carriers);
  // Tracking reads the carriers' clock: the sandbox's story and the checks move on together.
  // Where the product is reached from outside: the receiver's tracking links start with it.
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  await app.register(strictPlugin(trackingPlugin), {
    ...(config.carriers.now ? { now: config.carriers.now } : {}),
    publicUrl,
  });
  await app.register(strictPlugin(shipmentDocumentsPlugin));
  await app.register(strictPlugin(complaintsPlugin), {
    ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
    reminderDays: config.mail.complaintReminderDays,
    maxPerCustomerPerHour: config.mail.maxPerCustomerPerHour,
  });
  await app.register(strictPlugin(claimsPlugin), {
    openComplaints: () => app.complaints.openCases(),
    ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
    config: {
      insurerEmail: config.mail.insuranceClaims,
      maxPerCustomerPerHour: config.mail.maxPerCustomerPerHour,
    },
  });
  await app.register(strictPlugin(billsPlugin), {
    ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
    config: config.bills,
  });
  await app.register(strictPlugin(webhooksPlugin), {
    config: config.webhooks,
    dataDir: config.dataDir,
    publicUrl,
    ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
  });
  await app.register(strictPlugin(rateLimitPlugin), { limits: config.rateLimits });
  await app.register(strictPlugin(apiKeysPlugin), config.bookingsNow ? { now: config.bookingsNow } : {});
  await app.register(securityHeadersPlugin, {
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
    // The same as frame-ancestors 'none', for browsers that read only this header.
    frameguard: { action: 'deny' },
    // Only where the site is reached over HTTPS alone; over plain HTTP it would lock users out.
    strictTransportSecurity: config.hsts,
  });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      // Before the routes: it joins each route as it is added. In this scope alone, so the web
      // app's precompressed files are never compressed again.
      await api.register(compressPlugin);
      await api.register(authPlugin, {
        tokens: new AccessTokens(jwtSecret, config.accessTokenTtlSeconds),
        apiKeys: { authenticate: app.apiKeys.authenticate, count: app.countApiKeyCall },
      });
      await api.register(systemRoutes, { loginPageEnabled: config.loginPageEnabled });
      await api.register(authRoutes, {
        refreshTokenTtlDays: config.refreshTokenTtlDays,
        refreshTokenReuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
        limits: config.loginThrottle,
        passwords: createPasswordHasher({ queueLimit: config.passwordHashQueueLimit }),
      });
      await api.register(ssoKeyRoutes, { sharedSecret: config.ssoSharedSecret });
      await api.register(customerRoutes);
      await api.register(newsRoutes);
      await api.register(contentRoutes);
      await api.register(analyticsRoutes);
      await api.register(postcodeRoutes);
      await api.register(servicePointRoutes);
      await api.register(consignmentTemplateRoutes);
      await api.register(pricingRoutes, { today: config.today });
      await api.register(freightServiceRoutes, { today: config.today });
      await api.register(emailRoutes, { config: config.mail });
      await api.register(mailTestRoutes, { config: config.mail, from: config.smtp.from });
      await api.register(contactRoutes);
      await api.register(contactImportRoutes);
      await api.register(packageFavouriteRoutes);
      await api.register(bookingRoutes, {
        ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
        ...(config.today ? { today: config.today } : {}),
      });
      await api.register(trackingRoutes, { publicUrl });
      await api.register(customsRoutes);
      await api.register(paperlessRoutes);
      await api.register(claimRoutes);
      await api.register(complaintRoutes);
      await api.register(billRoutes);
      await api.register(apiKeyRoutes);
      await api.register(auditRoutes);
      await api.register(webhookRoutes);
      await api.register(printRoutes, {
        ...(config.bookingsNow ? { now: config.bookingsNow } : {}),
        ...(config.today ? { today: config.today } : {}),
      });
    },
    { prefix: '/api' },
  );

  if (spa) await app.register(webPlugin, { root: webRoot });
  return app;
}
