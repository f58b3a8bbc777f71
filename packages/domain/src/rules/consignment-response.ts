import { DEFAULT_COUNTRY } from '../constants/countries.ts';
import { type Consignment, PART_ROLES, type Part } from '../entities/consignment.ts';
import { isIsoDate, onDate, shiftPickupTime, todayInStockholm } from './pickup-time.ts';

const rank = (p: Part) => PART_ROLES.indexOf(p.role);

/** Parts in the order consignor, consignee, receivingAgent, pickupAddress, customsVATPayer (stable). */
export function sortParts(parts: readonly Part[]): Part[] {
  return [...parts].sort((a, b) => rank(a) - rank(b));
}

/**
 * The pickup address part when it lies outside Sweden (SPEC §4): goods collected abroad are sent,
 * and priced, from there. A blank country code says nothing.
 */
export function foreignPickup<P extends { role: string; address: { countrycode: string } }>(
  parts: readonly P[],
): P | undefined {
  const pickup = parts.find((p) => p.role === 'pickupAddress');
  const country = pickup?.address.countrycode.trim().toUpperCase() ?? '';
  return pickup && country !== '' && country !== DEFAULT_COUNTRY ? pickup : undefined;
}

/**
 * SPEC §4: a pickup address outside Sweden replaces the consignor's address and communication.
 * The pickup address part itself stays.
 */
export function withForeignPickupAsConsignor(parts: readonly Part[]): Part[] {
  const pickup = foreignPickup(parts);
  if (!pickup) return [...parts];
  return parts.map((p) =>
    p.role === 'consignor'
      ? {
          ...p,
          address: structuredClone(pickup.address),
          communication: structuredClone(pickup.communication),
        }
      : p,
  );
}

export interface NormaliseOptions {
  /** 'YYYY-MM-DD'; defaults to the calendar day in Sweden now. */
  today?: string;
}

/**
 * A consignment as a response hands it over, made ready for the screens (SPEC §4): parts in their
 * order, a foreign pickup address as consignor, pickup times in Swedish time (see shiftPickupTime), and a
 * pickup date in the past moved to today, its earliest and latest times with it. Pure: the input
 * is not changed, and normalising twice gives the same as once.
 */
export function normaliseConsignment(consignment: Consignment, options: NormaliseOptions = {}): Consignment {
  const today = options.today ?? todayInStockholm();
  const { pickup } = consignment.transportProduct;
  let date = pickup.date;
  let earliest = shiftPickupTime(pickup.earliest, date);
  let latest = shiftPickupTime(pickup.latest, date);
  if (isIsoDate(date) && date < today) {
    date = today;
    earliest = onDate(earliest, today);
    latest = onDate(latest, today);
  }
  return {
    ...consignment,
    parts: withForeignPickupAsConsignor(sortParts(consignment.parts)),
    transportProduct: { ...consignment.transportProduct, pickup: { ...pickup, date, earliest, latest } },
  };
}
