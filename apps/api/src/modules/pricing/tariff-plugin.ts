import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PricingCustomers, pricingCustomerCache } from './customer-cache.ts';
import { pricingCustomerRepository } from './customer-repository.ts';
import { type TariffCache, tariffCache } from './tariff-cache.ts';
import { tariffRepository } from './tariff-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: TariffCache;
    pricingCustomers: PricingCustomers;
  }
}

/**
 * One tariff cache and one cache of pricing's customers per process, shared by every route that
 * prices or lists freight services.
 */
export const tariffPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tariffs', tariffCache(tariffRepository(app.db)));
    app.decorate(
      'pricingCustomers',
      pricingCustomerCache(pricingCustomerRepository(app.db), app.listenForNotices),
    );
  },
  { name: 'tariffs', dependencies: ['database'] },
);
