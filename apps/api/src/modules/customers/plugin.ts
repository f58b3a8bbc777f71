import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { customerRepository } from './repository.ts';
import { type CustomerService, customerService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerService;
  }
}

/** One customer service per app, for the customer routes and the modules that read customers (mail). */
export const customersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'customers',
      customerService(
        customerRepository(app.db),
        app.news,
        app.events,
        app.audit,
        app.pricingCustomers.forget,
      ),
    );
  },
  { name: 'customers', dependencies: ['database', 'news', 'events', 'audit', 'tariffs'] },
);
