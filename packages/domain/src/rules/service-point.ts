import type { OpeningDay, ServicePoint } from '../entities/service-point.ts';

/** A template's flags that send its goods to a service point (SPEC §3 `locationFinder…`). */
export interface ServicePointFlags {
  supplierId: number;
  locationFinder: boolean;
  locationFinderUPS: boolean;
}

/** Delivered to a service point the user chooses in step 3, not to the receiver's door. */
export function deliversToServicePoint(t: ServicePointFlags): boolean {
  return t.locationFinder || t.locationFinderUPS;
}

/** The booking refusals of decision 283: a service point template booked without its point. */
export const SERVICE_POINT_MISSING_CODE = 'booking.service_point_missing';
export const SERVICE_POINT_CARRIER_CODE = 'booking.service_point_carrier';

/**
 * Why a consignment cannot be booked with this template as far as its service point goes, as a
 * code, or null. A point chosen for another carrier (the user changed service after choosing) is
 * as good as none. A template without the flags ignores a point left over from another service.
 */
export function servicePointProblem(t: ServicePointFlags, point: ServicePoint | null): string | null {
  if (!deliversToServicePoint(t)) return null;
  if (point === null) return SERVICE_POINT_MISSING_CODE;
  if (point.carrierCode !== t.supplierId) return SERVICE_POINT_CARRIER_CODE;
  return null;
}

/** The point the carrier is told of and the documents print: only where the template uses one. */
export function bookedServicePoint(t: ServicePointFlags, point: ServicePoint | null): ServicePoint | null {
  return servicePointProblem(t, point) === null && deliversToServicePoint(t) ? point : null;
}

/** "08:00–21:00, 22:00–23:00"; an empty string for a closed day (the caller says "closed"). */
export function openingRangesText(day: OpeningDay): string {
  return day.ranges.join(', ');
}

/** The point's address on one line: "Storgatan 12, 652 24 Karlstad". */
export function servicePointAddress(p: Pick<ServicePoint, 'street' | 'postcode' | 'city'>): string {
  const postcode = /^\d{5}$/.test(p.postcode)
    ? `${p.postcode.slice(0, 3)} ${p.postcode.slice(3)}`
    : p.postcode;
  return [p.street, `${postcode} ${p.city}`.trim()].filter((s) => s !== '').join(', ');
}

/** A distance as a person reads it: "350 m" under a kilometre, else "1,2 km" (decimal comma). */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1).replace('.', ',')} km`;
}
