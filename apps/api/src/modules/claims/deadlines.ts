import {
  type AftercareDeadlinesResponse,
  type AftercareMode,
  addWorkingDays,
  aftercareDeadlines,
  todayInStockholm,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { TariffCache } from '../pricing/index.ts';

export interface DeadlineDeps {
  bookings: { bookedShipment(consignmentId: number, companyId: number): Promise<BookedShipment | undefined> };
  tracking: {
    delivery(
      orderNo: string,
      companyId: number,
    ): Promise<{ deliveredOn: string | null; expectedDelivery: string | null } | null>;
  };
  tariffs: Pick<TariffCache, 'current'>;
  now: () => Date;
}

/**
 * The receiver's notice deadlines of a booked shipment (rules/aftercare-deadlines.ts): from the
 * carrier's delivered event, else the day tracking expects it, else the booked pickup day plus the
 * template's longest delivery time; by air for the courier services, by road for the rest.
 */
export function deadlineService(deps: DeadlineDeps) {
  async function template(name: string) {
    return (await deps.tariffs.current()).templatesByName.get(name);
  }

  async function deliveryOf(
    shipment: BookedShipment,
    companyId: number,
    deliveryMaxDays: number | undefined,
  ): Promise<{ deliveredOn: string | null; estimated: boolean }> {
    const tracked = shipment.orderNo ? await deps.tracking.delivery(shipment.orderNo, companyId) : null;
    if (tracked?.deliveredOn) return { deliveredOn: tracked.deliveredOn, estimated: false };
    if (tracked?.expectedDelivery) return { deliveredOn: tracked.expectedDelivery, estimated: true };
    const pickup =
      shipment.pickupDate ?? (shipment.dateBooked ? todayInStockholm(shipment.dateBooked) : null);
    if (!pickup || deliveryMaxDays === undefined) return { deliveredOn: null, estimated: true };
    return { deliveredOn: addWorkingDays(pickup, deliveryMaxDays), estimated: true };
  }

  /** The deadlines of a booked shipment as the API answers them, on the clock's today. */
  async function of(shipment: BookedShipment, companyId: number): Promise<AftercareDeadlinesResponse> {
    const t = await template(shipment.templateName);
    const mode: AftercareMode = t?.transportMode ?? 'road';
    const { deliveredOn, estimated } = await deliveryOf(shipment, companyId, t?.deliveryMaxDays);
    const today = todayInStockholm(deps.now());
    return {
      consignmentId: shipment.consignmentId,
      mode,
      deliveredOn,
      estimated,
      deadlines: deliveredOn ? aftercareDeadlines({ deliveredOn, mode, today }) : [],
    };
  }

  /** GET /consignment/deadlines/{id}: a booked shipment of the caller's company. */
  async function forUser(user: AccessClaims, consignmentId: number): Promise<AftercareDeadlinesResponse> {
    const shipment = await deps.bookings.bookedShipment(consignmentId, user.companyId);
    if (!shipment) throw new AppError('consignment.not_found');
    if (!shipment.booked) throw new AppError('order.not_booked');
    return of(shipment, user.companyId);
  }

  /** An open case's shipment and its deadlines, for the deadline job; null when it is not booked. */
  async function forCase(companyId: number, consignmentId: number) {
    const shipment = await deps.bookings.bookedShipment(consignmentId, companyId);
    if (!shipment?.booked) return null;
    return { shipment, deadlines: await of(shipment, companyId) };
  }

  return { of, forUser, forCase };
}
export type DeadlineService = ReturnType<typeof deadlineService>;
