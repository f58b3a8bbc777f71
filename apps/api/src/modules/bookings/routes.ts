import type { FastifyInstance } from 'fastify';
import { bookingClock } from './clock.ts';
import { consignmentRoutes } from './consignment-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { bookingServices } from './services.ts';

/** Consignments, orders and booking (SPEC §7), on one set of services. */
export async function bookingRoutes(app: FastifyInstance, opts: { now?: () => Date; today?: () => string }) {
  const services = bookingServices(app, bookingClock(opts));
  await app.register(consignmentRoutes, { services });
  await app.register(orderRoutes, { services });
}
