import {
  bookingPriceInput,
  type Consignment,
  type ConsignmentResponse,
  type CustomsInvoice,
  collectConsignmentErrors,
  DEFAULT_LANGUAGE,
  insurancePrice,
  type Order,
  samePrice,
  servicePointProblem,
} from '@skeppa/domain';
import { AppError, ERRORS, type ErrorCode } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { CreditProblem } from '../bills/index.ts';
import type { BookingTerms, CustomerService } from '../customers/index.ts';
import type { Events } from '../events/index.ts';
import { presentFreightService } from '../freight-services/index.ts';
import type { PricingCustomerRecord, PricingService } from '../pricing/index.ts';
import type { BookingCarrier } from './carrier.ts';
import type { BookingClock } from './clock.ts';
import type { ConsignmentService } from './consignment-service.ts';
import { type Answer, idempotent } from './idempotency.ts';
import type { AttemptContext } from './journal.ts';
import type { BookingAttempt } from './journal-repository.ts';
import type { OrderService } from './order-service.ts';
import { consignmentResponse, ore, shipmentLabel } from './presenter.ts';
import type { BookingRepository, Executor, OrderRow } from './repository.ts';
import type { BookingSlots } from './slots.ts';

export interface BookingDeps {
  consignments: ConsignmentService;
  orders: OrderService;
  pricing: PricingService;
  /** The customer's booking terms (settings, carrier agreements). */
  customers: CustomerService;
  carrier: BookingCarrier;
  /** order.booked, which the receiver's pre-notice (pre-notice.ts) and others take. */
  events: Events;
  audit: Audit;
  clock: BookingClock;
  /** The process's booking slots, shared with cancelling (slots.ts). */
  inSlot: BookingSlots;
  /** The shipment's saved customs invoice (modules/shipment-documents), sent with the booking. */
  customsInvoice: (consignmentId: number) => Promise<CustomsInvoice | null>;
  /** Whether the company's account takes a booking of this amount (öre, VAT included): modules/bills. */
  credit: (tx: Executor, companyId: number, amountOre: number) => Promise<CreditProblem | null>;
}

/** What a booking knows of its customer: its terms and pricing's customer. */
interface BookingCustomer {
  terms: BookingTerms;
  pricing: PricingCustomerRecord;
}

/** The new price beside the one agreed to, so the user can compare them and choose. */
function priceChanged(newPrice: number, currency: string, agreed: number | null) {
  const description = `The price has changed to ${newPrice.toFixed(2)} ${currency}`;
  return new AppError('booking.price_changed', description, [
    {
      code: 'booking.price_changed',
      description,
      values: agreed === null ? [newPrice, currency] : [newPrice, currency, agreed],
    },
  ]);
}

/**
 * Booking, where the server decides what is trusted (issue 11 points 2 and 3): inside the order's
 * row lock the consignment is priced again from the tariffs (the shown price is only compared),
 * the insurance price computed, a credit block refused, and the carrier asked once; its numbers
 * are written in the same transaction as the answer kept for the Idempotency-Key.
 */
export function bookingService(repo: BookingRepository, deps: BookingDeps) {
  const { db } = repo;
  const { inSlot } = deps;

  /**
   * The new price from the tariffs, or a refusal when it moved or the service no longer prices;
   * with the freight service the carrier is asked for.
   */
  async function repriced(customer: PricingCustomerRecord, order: OrderRow, c: Consignment) {
    const input = bookingPriceInput(
      {
        consigneeType: order.consigneeType === 'private' ? 'private' : 'company',
        noPickup: order.noPickup,
        insured: order.insured,
        goodsValue: order.goodsValueOre === null ? null : order.goodsValueOre / 100,
      },
      c,
    );
    if (!input) throw new AppError('booking.price_not_found');
    const found = await deps.pricing.requote(customer, input, order.templateName);
    if (!found) throw new AppError('booking.price_not_found');
    const { quote } = found;
    const agreed = order.calculatedPriceOre === null ? null : order.calculatedPriceOre / 100;
    if (!samePrice(agreed, quote.price)) throw priceChanged(quote.price, quote.currency, agreed);
    return {
      priceOre: Math.round(quote.price * 100),
      quote,
      offered: found.offered,
      service: presentFreightService(found.book, found.template, DEFAULT_LANGUAGE),
    };
  }

  /**
   * Books a locked order once. A booked order answers as it is (a second press, Book all's
   * order call after its consignment call). Carrier refusals come back as consignment errors,
   * nothing written. A booking made here answers the order and consignment as they now are, so
   * the caller need not read them again.
   */
  async function bookLocked(
    tx: Executor,
    user: AccessClaims,
    order: OrderRow,
    customer: BookingCustomer,
    attempt: Omit<AttemptContext, 'tx'>,
  ): Promise<{ errors: Consignment['errors']; booked?: { order: OrderRow; consignment: Consignment } }> {
    if (order.dateBooked !== null) return { errors: [] };
    if (order.consignmentId === null) throw new AppError('order.no_consignment');
    if (customer.terms.creditBlock) throw new AppError('booking.credit_blocked');
    if (order.insured && customer.terms.insuranceDisabled) throw new AppError('order.insurance_disabled');
    const consignment = await deps.consignments.read(tx, user, order.consignmentId);
    const price = await repriced(customer.pricing, order, consignment);
    // A lost attempt may be booked at the carrier already: it is settled, never refused for credit.
    if (attempt.lost === undefined) {
      const problem = await deps.credit(tx, user.companyId, Math.round(price.quote.total * 100));
      if (problem) throw new AppError(problem);
    }
    // A service point template goes nowhere without its point (decision 283): refused as the
    // carrier's refusals are, before the carrier is asked, so Book all lists it with the rest.
    const pointProblem = servicePointProblem(
      price.service,
      consignment.transportProduct.servicePoint ?? null,
    );
    if (pointProblem)
      return { errors: [{ code: pointProblem, description: ERRORS[pointProblem as ErrorCode].description }] };
    const insuredValue = order.insured && order.goodsValueOre !== null ? order.goodsValueOre / 100 : null;
    const account = customer.terms.agreement(price.service.supplierId).agreementNo;
    // The carrier is asked inside the order's row lock: a second booking of the order waits here,
    // then finds it booked. A crash after the carrier's answer leaves its journal's attempt open:
    // a retry under the same key, or the reconciler, books the order with the carrier's booking.
    const booked = await deps.carrier.book(
      user,
      {
        orderNo: order.temporaryOrderNo ?? order.orderNo,
        consignment,
        quote: price.quote,
        offered: price.offered,
        service: price.service,
        insuredGoodsValue: insuredValue,
        noPickup: order.noPickup,
        account,
        customsInvoice: await deps.customsInvoice(order.consignmentId),
      },
      { ...attempt, tx },
    );
    if (!booked.ok) return { errors: booked.errors };
    const now = deps.clock.now();
    const after = await repo.recordBooking(tx, {
      orderNo: order.orderNo,
      consignmentId: order.consignmentId,
      consignmentNo: booked.consignmentNo,
      at: now,
      packages: booked.packages,
      order: {
        calculatedPriceOre: price.priceOre,
        calculatedCurrency: price.quote.currency,
        supplierId: price.quote.supplierId,
        insurancePriceOre: insuredValue === null ? null : ore(insurancePrice(insuredValue)),
      },
    });
    const bookedConsignment = { ...consignment, consignmentNo: booked.consignmentNo, orderNo: after.orderNo };
    await deps.events.publish(tx, {
      type: 'order.booked',
      companyId: user.companyId,
      subjectId: after.orderNo,
      payload: {
        orderNo: after.orderNo,
        customerId: user.customerId,
        consignmentId: order.consignmentId,
        consignmentNo: booked.consignmentNo,
        supplierId: price.quote.supplierId,
        carrier: price.quote.supplier,
        bookedAt: now.toISOString(),
        consignment: bookedConsignment,
        carrierAccount: account,
        transitDays: { min: price.service.deliveryMinDays, max: price.service.deliveryMaxDays },
        trackingUrl: price.service.trackingUrl,
        charges: { currency: price.quote.currency, lines: price.quote.lines },
      },
    });
    // The reconciler's rebooking acts for the user who booked, with no request (no address).
    await deps.audit.record(tx, user, {
      action: 'order.booked',
      object: { id: after.orderNo, label: shipmentLabel(after) },
      changes: changedFields(
        { orderNo: order.orderNo },
        {
          orderNo: after.orderNo,
          consignmentNo: booked.consignmentNo,
          carrier: price.quote.supplier,
          price: price.quote.price,
          currency: price.quote.currency,
        },
      ),
    });
    return { errors: [], booked: { order: after, consignment: bookedConsignment } };
  }

  /**
   * The caller's terms and pricing's customer, read before the transaction: a read on the pool
   * while holding the transaction's connection is what the slots bound.
   */
  async function customerOf(user: AccessClaims): Promise<BookingCustomer> {
    const terms = await deps.customers.bookingTerms(user, user.customerId);
    const pricing = await deps.pricing.customer(user.customerId);
    if (!pricing) throw new AppError('customer.not_found');
    return { terms, pricing };
  }

  /** PUT /order/book/: the order with its consignment as booked (or as refused, with errors). */
  async function bookOrder(user: AccessClaims, body: { orderNo: string }, key: string | undefined) {
    const customer = await customerOf(user);
    return inSlot(() =>
      db.transaction(async (tx): Promise<Answer<Order>> => {
        return idempotent(tx, { customerId: user.customerId, key, route: 'order.book', body }, async () => {
          const order = await repo.lockOrder(tx, body.orderNo, user.companyId);
          if (!order) throw new AppError('order.not_found');
          const { errors, booked } = await bookLocked(tx, user, order, customer, { key });
          if (errors.length > 0) throw carrierRefused(errors);
          if (booked) return deps.orders.present(tx, user, booked.order, booked.consignment);
          const after = await repo.findOrder(tx, body.orderNo, user.companyId);
          if (!after) throw new AppError('order.not_found');
          return deps.orders.present(tx, user, after);
        });
      }),
    );
  }

  /**
   * PUT /consignment/book/: the consignment as sent is saved (unless already booked) and its order
   * booked. The answer is the consignment, with the carrier's errors when it refused.
   */
  async function bookConsignment(
    user: AccessClaims,
    body: Consignment & { consignmentId: number },
    key: string | undefined,
  ): Promise<Answer<ConsignmentResponse>> {
    const customer = await customerOf(user);
    return inSlot(() =>
      db.transaction(async (tx) => {
        return idempotent(
          tx,
          { customerId: user.customerId, key, route: 'consignment.book', body },
          async () => {
            const order = await repo.lockOrderOfConsignment(tx, body.consignmentId, user.companyId);
            if (!order) {
              await deps.consignments.read(tx, user, body.consignmentId);
              throw new AppError('consignment.no_order');
            }
            let errors: Consignment['errors'] = [];
            let booked: Consignment | undefined;
            if (order.dateBooked === null) {
              await deps.consignments.lockUnbooked(tx, user, body.consignmentId);
              await deps.consignments.write(tx, body.consignmentId, body);
              const result = await bookLocked(tx, user, order, customer, { key });
              errors = result.errors;
              booked = result.booked?.consignment;
            }
            const consignment = booked ?? (await deps.consignments.read(tx, user, body.consignmentId));
            return consignmentResponse({ ...consignment, errors });
          },
        );
      }),
    );
  }

  /**
   * The reconciler's retry of a lost booking (reconcile.ts), as a client's retry would book it,
   * in the reconciler's transaction and the order's lock.
   */
  async function rebook(tx: Executor, user: AccessClaims, order: OrderRow, lost: BookingAttempt) {
    return bookLocked(tx, user, order, await customerOf(user), { lost });
  }

  return { bookOrder, bookConsignment, rebook };
}

/** The order call's refusal: its own code first, then the carrier's errors as the user reads them. */
function carrierRefused(errors: Consignment['errors']) {
  const own = new AppError('booking.carrier_refused');
  return new AppError('booking.carrier_refused', undefined, [
    ...own.items,
    ...collectConsignmentErrors([errors]).map((e) => ({ code: e.code, description: e.description })),
  ]);
}

export type BookingService = ReturnType<typeof bookingService>;
