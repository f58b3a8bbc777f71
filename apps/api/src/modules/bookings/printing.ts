import type { FastifyInstance } from 'fastify';
import type { BookingClock } from './clock.ts';
import { consignmentService } from './consignment-service.ts';
import { orderService } from './order-service.ts';
import { bookingRepository } from './repository.ts';

/**
 * Marks booked orders printed: printing's one write on bookings' orders, through the order
 * service that owns the rule (only booked orders, each once).
 */
export function orderPrinting(app: FastifyInstance, clock: BookingClock) {
  const repo = bookingRepository(app.db);
  const consignments = consignmentService(repo, { clock, events: app.events, audit: app.audit });
  return orderService(repo, {
    consignments,
    customers: app.customers,
    clock,
    events: app.events,
    audit: app.audit,
    receiverUrl: (orderNo, companyId) => app.tracking.receiverUrl(orderNo, companyId),
  }).markPrinted;
}
