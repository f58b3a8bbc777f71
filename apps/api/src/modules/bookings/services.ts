import type { FastifyInstance } from 'fastify';
import { pricingService } from '../pricing/index.ts';
import { bookingService } from './book.ts';
import { cancelService } from './cancel.ts';
import { bookingCarrier } from './carrier.ts';
import type { BookingClock } from './clock.ts';
import { consignmentService } from './consignment-service.ts';
import { bookingJournal } from './journal.ts';
import { journalRepository } from './journal-repository.ts';
import { orderService } from './order-service.ts';
import { bookingRepository } from './repository.ts';
import { BOOKING_SLOTS, bookingSlots } from './slots.ts';

/** The consignment, order and booking services over one repository, from what the app provides. */
export function bookingServices(app: FastifyInstance, clock: BookingClock) {
  const repo = bookingRepository(app.db);
  const consignments = consignmentService(repo, { clock, events: app.events, audit: app.audit });
  const orders = orderService(repo, {
    consignments,
    customers: app.customers,
    clock,
    events: app.events,
    audit: app.audit,
    receiverUrl: (orderNo, companyId) => app.tracking.receiverUrl(orderNo, companyId),
  });
  const carrier = bookingCarrier({
    carriers: app.carriers,
    customers: app.customers,
    journal: bookingJournal(journalRepository(app.db)),
    log: app.log.child({ component: 'bookings' }),
  });
  // Booking and cancelling both hold an order's lock while the carrier answers: one bound for both.
  const inSlot = bookingSlots(BOOKING_SLOTS);
  const booking = bookingService(repo, {
    consignments,
    orders,
    pricing: pricingService(app.pricingCustomers, app.tariffs, clock.today),
    customers: app.customers,
    carrier,
    events: app.events,
    audit: app.audit,
    clock,
    inSlot,
    customsInvoice: (consignmentId) => app.shipmentDocuments.customs.printable(consignmentId),
    credit: (tx, companyId, amountOre) => app.bills.creditProblem(tx, companyId, amountOre),
  });
  const cancelling = cancelService(repo, {
    orders,
    carrier,
    clock,
    inSlot,
    events: app.events,
    audit: app.audit,
  });
  return { consignments, orders, booking, cancelling };
}

export type BookingServices = ReturnType<typeof bookingServices>;
