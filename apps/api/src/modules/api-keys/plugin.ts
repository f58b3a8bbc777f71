import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyRepository } from './repository.ts';
import { type ApiKeyService, apiKeyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A company's API keys: made and kept here, checked by the auth plugin on every key's call. */
    apiKeys: ApiKeyService;
  }
}

export const apiKeysPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => Date }) => {
    app.decorate(
      'apiKeys',
      apiKeyService(apiKeyRepository(app.db), { now: opts.now ?? (() => new Date()), audit: app.audit }),
    );
  },
  { name: 'api-keys', dependencies: ['database', 'audit'] },
);
