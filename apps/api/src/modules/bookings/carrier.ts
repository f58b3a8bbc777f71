import {
  bookedServicePoint,
  type CarrierCode,
  type Consignment,
  type CustomsInvoice,
  type FreightService,
  type Quote,
  templateNameFlags,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type {
  CarrierBookingRequest,
  CarrierBookingResult,
  CarrierCancelResult,
  Carriers,
} from '../carriers/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { AttemptContext, BookingJournal } from './journal.ts';

export interface CarrierBookingInput {
  /** The order's temporary number: the carrier's idempotency key, the same on every retry. */
  orderNo: string;
  consignment: Consignment;
  quote: Quote;
  /** The added services the template offers, with the fields the carrier expects of each. */
  offered: readonly Pick<CarrierBookingRequest['serviceOptions'][number], 'type' | 'fields'>[];
  /** The booked template as the customer's tariffs describe it: product code and demands. */
  service: FreightService;
  insuredGoodsValue: number | null;
  noPickup: boolean;
  /** The customer's agreement number with the carrier: the account the carrier books under. */
  account: string;
  /** The shipment's saved customs invoice, if any. */
  customsInvoice: CustomsInvoice | null;
}

const instructions = (list: { text: string }[]) => list.map((i) => i.text).filter((t) => t.trim() !== '');

/** The values typed into an added service: every text field of it except its type. */
function optionValues(option: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(option).filter(([k, v]) => k !== 'type' && typeof v === 'string') as [string, string][],
  );
}

/**
 * Our consignment as a carrier's booking request (modules/carriers/types.ts): the template's
 * product code and demands as pricing found them, the added services with the
 * fields the tariff gives them, the customer's agreement number as the account.
 */
function carrierRequest(input: CarrierBookingInput): CarrierBookingRequest {
  const { consignment: c, quote, service: template } = input;
  const carrierCode = template.supplierId as CarrierCode;
  const { pickup, tod, delivery, serviceOption } = c.transportProduct;
  const flags = templateNameFlags(quote.templateName);
  const consignor = c.parts.find((p) => p.role === 'consignor');
  const consignee = c.parts.find((p) => p.role === 'consignee');
  return {
    idempotencyKey: input.orderNo,
    orderNo: input.orderNo,
    carrierCode,
    product: {
      templateName: template.templateName,
      code: template.code,
      mandatoryNameConsignor: template.mandatoryNameConsignor,
      mandatoryNameConsignee: template.mandatoryNameConsignee,
      mandatoryMobileConsignor: template.mandatoryMobileConsignor,
      mandatoryMobileConsignee: template.mandatoryMobileConsignee,
      maxWeightPerPackage: template.maxWeightPerPackage,
      maxLength: template.maxLength,
      maxWidth: template.maxWidth,
      maxHeight: template.maxHeight,
      transitDays: { min: template.deliveryMinDays, max: template.deliveryMaxDays },
    },
    parts: c.parts,
    goodsItems: c.goodsItem,
    pickup:
      input.noPickup || flags.noPickup
        ? null
        : {
            date: pickup.date,
            earliest: pickup.earliest,
            latest: pickup.latest,
            instructions: instructions(pickup.instruction),
          },
    deliveryInstructions: instructions(delivery.instruction),
    termsOfDelivery:
      tod.combiterm.trim() === ''
        ? null
        : { combiterm: tod.combiterm, countrycode: tod.countrycode, location: tod.location },
    serviceOptions: serviceOption.map((o) => ({
      type: o.type,
      values: optionValues(o),
      fields: input.offered.find((q) => q.type === o.type)?.fields ?? [],
    })),
    references: {
      senderOrderRef: c.senderOrderRef,
      consignorReference: consignor?.reference.reference ?? '',
      consigneeReference: consignee?.reference.reference ?? '',
    },
    insurance:
      input.insuredGoodsValue === null ? null : { goodsValue: input.insuredGoodsValue, currency: 'SEK' },
    // The point chosen in step 3, only for a template that delivers to one (book.ts refused the rest).
    servicePoint: bookedServicePoint(template, c.transportProduct.servicePoint ?? null),
    customsInvoice: input.customsInvoice,
  };
}

/**
 * The carriers as a booking asks them: the request built from the consignment, the booking
 * journal around the call (journal.ts), a carrier out of reach as a 503 to try again.
 */
export function bookingCarrier(deps: {
  carriers: Carriers;
  customers: CustomerService;
  journal: BookingJournal;
  log: { warn(obj: object, msg: string): void };
}) {
  async function book(
    user: AccessClaims,
    input: CarrierBookingInput,
    attempt: AttemptContext,
  ): Promise<CarrierBookingResult> {
    const request = carrierRequest(input);
    const ctx = { customerId: user.customerId, account: input.account };
    return deps.journal.around(request, { ...ctx, companyId: user.companyId }, attempt, async () => {
      try {
        return await deps.carriers.forCarrier(request.carrierCode).book(request, ctx);
      } catch (err) {
        // The carrier out of reach is not the caller's mistake: try again, under the same key.
        deps.log.warn(
          { err, carrierCode: request.carrierCode, orderNo: input.orderNo },
          'carrier booking failed',
        );
        throw AppError.retryLater('booking.carrier_unavailable', 30);
      }
    });
  }

  /**
   * Cancels a booking before pickup. The carrier knows the booking under the agreement it was
   * booked with: the order owner's, also when a colleague cancels.
   */
  async function cancel(
    user: AccessClaims,
    order: { orderNo: string; customerId: number; supplierId: number | null; consignmentNo: string },
  ): Promise<CarrierCancelResult> {
    try {
      const carrierCode = order.supplierId as CarrierCode;
      const owner = { ...user, customerId: order.customerId };
      const { agreementNo } = await deps.customers.agreementNo(owner, order.customerId, carrierCode);
      return await deps.carriers
        .forCarrier(carrierCode)
        .cancel(order.consignmentNo, { customerId: order.customerId, account: agreementNo });
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.warn({ err, orderNo: order.orderNo }, 'carrier cancel failed');
      throw AppError.retryLater('booking.cancel_unavailable', 30);
    }
  }

  return { book, cancel };
}

export type BookingCarrier = ReturnType<typeof bookingCarrier>;
