import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type TariffCache, tariffCache } from './tariff-cache.ts';
import { tariffRepository } from './tariff-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: TariffCache;
  }
}

/** One tariff cache per process, shared by every route that prices or lists freight services. */
export const tariffPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tariffs', tariffCache(tariffRepository(app.db)));
  },
  { name: 'tariffs', dependencies: ['database'] },
);
