import { createHash } from 'node:crypto';
import {
  addWorkingDays,
  type CarrierCode,
  type ExceptionCause,
  firstWorkingDay,
  stockholmDateTime,
  stockholmWallTime,
  type TrackingEvent,
  todayInStockholm,
  trackingStatusOf,
} from '@skeppa/domain';

/** Where a sandbox booking goes and how long it may take: kept with the booking. */
export interface SandboxRoute {
  from: { city: string; countryCode: string };
  to: { city: string; countryCode: string };
  /** The booked pickup day; null when no pickup was ordered (the goods are handed in). */
  pickupDate: string | null;
  /** The template's delivery days: working days from pickup to delivery. */
  transitDays: { min: number; max: number };
}

/** A planned event and the delivery day the carrier expects once it has happened. */
export interface PlannedEvent extends TrackingEvent {
  expectedDelivery: string | null;
}

type Kind =
  | 'received'
  | 'pickedUp'
  | 'handedIn'
  | 'departed'
  | 'arrived'
  | 'customsHold'
  | 'customsReleased'
  | 'delayedWeather'
  | 'delayedCarrier'
  | 'outForDelivery'
  | 'notHome'
  | 'delivered'
  | 'returned';

/** The carrier's words for each step (carriers write their texts in English). */
const TEXT: Record<Kind, string> = {
  received: 'Shipment information received',
  pickedUp: 'Picked up',
  handedIn: 'Handed in at a service point',
  departed: 'Departed from facility',
  arrived: 'Arrived at facility',
  customsHold: 'Held in customs: clearance delay',
  customsReleased: 'Customs clearance released',
  delayedWeather: 'Delayed: adverse weather',
  delayedCarrier: 'Delayed: missed connection',
  outForDelivery: 'Out for delivery',
  notHome: 'Delivery attempted: receiver not available',
  delivered: 'Delivered',
  returned: 'Returned to sender',
};

const SANDBOX_CODE: Record<Kind, string> = {
  received: 'CONFIRMED',
  pickedUp: 'PICKUP',
  handedIn: 'PICKUP',
  departed: 'IN_TRANSIT',
  arrived: 'IN_TRANSIT',
  customsHold: 'HELD_IN_CUSTOMS',
  customsReleased: 'IN_TRANSIT',
  delayedWeather: 'DELAYED',
  delayedCarrier: 'DELAYED',
  outForDelivery: 'OUT_FOR_DELIVERY',
  notHome: 'DELIVERY_FAILED',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
};

/**
 * Each carrier's own code for a step where its published table has one (docs/carriers.md), so
 * the sandbox's events go through the same mapping a live carrier's do; elsewhere the sandbox code.
 */
export const CARRIER_EVENT_CODES: Record<CarrierCode, Partial<Record<Kind, string>>> = {
  131: {
    received: 'pre-transit',
    pickedUp: 'PU',
    handedIn: 'SA',
    departed: 'DF',
    arrived: 'AF',
    customsHold: 'CD',
    customsReleased: 'CR',
    delayedCarrier: 'TD',
    outForDelivery: 'WC',
    notHome: 'NH',
    delivered: 'OK',
    returned: 'RT',
  },
  116: { received: 'pre-transit', departed: 'transit', arrived: 'transit', delivered: 'delivered' },
  4: {},
  225: {
    received: 'M',
    pickedUp: 'P',
    handedIn: 'P',
    departed: 'I',
    arrived: 'I',
    outForDelivery: 'O',
    delivered: 'D',
    returned: 'RS',
  },
  71: {},
  210: {},
};

const CAUSE: Partial<Record<Kind, ExceptionCause>> = {
  customsHold: 'customs',
  delayedWeather: 'weather',
  delayedCarrier: 'carrier',
  notHome: 'receiver',
};

/** Terminals a Swedish consignment passes: a city that is one stays at home, others go by region. */
const SWEDISH_HUBS = ['Stockholm', 'Göteborg', 'Malmö', 'Jönköping', 'Örebro', 'Norrköping', 'Sundsvall'];
/** The gateway terminal of a country a consignment goes to or comes from. */
const GATEWAYS: Record<string, string> = {
  SE: 'Helsingborg',
  DK: 'København',
  NO: 'Oslo',
  FI: 'Helsinki',
  DE: 'Hamburg',
  NL: 'Venlo',
  BE: 'Bryssel',
  PL: 'Poznań',
  FR: 'Paris',
  GB: 'East Midlands',
  US: 'Louisville',
};
/** Countries outside the EU's customs union as seen from Sweden: their goods wait for clearance. */
const CUSTOMS_COUNTRIES = new Set(['NO', 'GB', 'CH', 'US', 'CN', 'JP', 'CA', 'AU', 'IS', 'TR']);

/** A reproducible stream of numbers from the consignment number: the same booking, the same story. */
function seeded(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0) || 1;
  return (below: number) => {
    // xorshift32: plenty for picking times and exceptions.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

export interface HistoryInput {
  carrierCode: CarrierCode;
  consignmentNo: string;
  bookedAt: Date;
  route: SandboxRoute;
}

/**
 * The whole story of a sandbox booking, planned at once from the booking and read up to "now" by
 * `track()`: information received at booking, pickup on the booked day (or the next working day),
 * a terminal each night on the way, delivery within the template's delivery days on Swedish working
 * days, out for delivery in the morning. About one booking in ten meets an exception (weather,
 * a missed connection, nobody at home, and rarely a return to the sender); a consignment to or from
 * a country outside the EU waits in customs now and then.
 */
export function sandboxHistory(input: HistoryInput): PlannedEvent[] {
  const { route } = input;
  const rnd = seeded(input.consignmentNo);
  const events: PlannedEvent[] = [];
  const codes = CARRIER_EVENT_CODES[input.carrierCode] ?? {};
  const home = { city: route.from.city, countryCode: route.from.countryCode };
  const away = { city: route.to.city, countryCode: route.to.countryCode };
  // The first step (information received) is the booking itself; each later one follows it.
  let last = input.bookedAt.getTime() - 5 * 60_000;
  let expected: string | null = null;

  const add = (kind: Kind, atMs: number, place: TrackingEvent['place']) => {
    // Never before the step before it: a late booking's pickup follows its booking.
    last = Math.max(atMs, last + 5 * 60_000);
    const code = codes[kind] ?? SANDBOX_CODE[kind];
    events.push({
      at: stockholmDateTime(last),
      place: place && place.city.trim() !== '' ? place : null,
      carrierCode: code,
      carrierText: TEXT[kind],
      status: trackingStatusOf(input.carrierCode, code).status,
      cause: CAUSE[kind] ?? null,
      expectedDelivery: expected,
    });
  };
  const at = (day: string, fromHour: number, hours: number) =>
    stockholmWallTime(day, fromHour, 0) + rnd(hours * 60) * 60_000;

  const bookedDay = todayInStockholm(input.bookedAt);
  const pickupDay = firstWorkingDay(
    route.pickupDate && route.pickupDate >= bookedDay ? route.pickupDate : bookedDay,
  );
  const { min, max } = route.transitDays;
  const days = Math.max(0, min) + rnd(Math.max(0, max - Math.max(0, min)) + 1);
  expected = addWorkingDays(pickupDay, days);
  const roll = rnd(100);
  const international = route.from.countryCode !== route.to.countryCode;
  const customs =
    international &&
    (CUSTOMS_COUNTRIES.has(route.to.countryCode) || CUSTOMS_COUNTRIES.has(route.from.countryCode)) &&
    rnd(100) < 30;

  add('received', input.bookedAt.getTime(), null);
  if (days === 0) {
    // Same-day service: collected in the morning, delivered in the afternoon.
    add(route.pickupDate ? 'pickedUp' : 'handedIn', at(pickupDay, 8, 1), home);
    add('outForDelivery', at(pickupDay, 10, 1), away);
    add('delivered', at(pickupDay, 13, 3), away);
    return events;
  }
  add(route.pickupDate ? 'pickedUp' : 'handedIn', at(pickupDay, 13, 3), home);
  add('departed', at(pickupDay, 20, 2), { city: hubFor(route.from, rnd), countryCode: home.countryCode });

  let day = pickupDay;
  for (let leg = 1; leg <= days; leg++) {
    day = addWorkingDays(day, 1);
    const lastLeg = leg === days;
    if (international && leg === 1) {
      add('arrived', at(day, 3, 2), {
        city: GATEWAYS[route.to.countryCode] ?? away.city,
        countryCode: away.countryCode,
      });
      if (customs) {
        add('customsHold', at(day, 6, 2), {
          city: GATEWAYS[route.to.countryCode] ?? away.city,
          countryCode: away.countryCode,
        });
        expected = addWorkingDays(expected, 1);
        day = addWorkingDays(day, 1);
        add('customsReleased', at(day, 8, 3), {
          city: GATEWAYS[route.to.countryCode] ?? away.city,
          countryCode: away.countryCode,
        });
      }
    }
    if (!lastLeg) {
      if (leg === 1 && roll < 4) {
        add('delayedWeather', at(day, 6, 3), { city: hubFor(route.to, rnd), countryCode: away.countryCode });
        expected = addWorkingDays(expected, 1);
        day = addWorkingDays(day, 1);
      }
      add('arrived', at(day, 4, 3), { city: hubFor(route.to, rnd), countryCode: away.countryCode });
      add('departed', at(day, 19, 3), { city: hubFor(route.to, rnd), countryCode: away.countryCode });
      continue;
    }
    if (roll >= 4 && roll < 7) {
      add('delayedCarrier', at(day, 5, 2), { city: hubFor(route.to, rnd), countryCode: away.countryCode });
      expected = addWorkingDays(expected, 1);
      day = addWorkingDays(day, 1);
    }
    add('arrived', at(day, 4, 2), away);
    add('outForDelivery', at(day, 7, 2), away);
    const attempts = roll === 9 ? 2 : roll >= 7 && roll < 9 ? 1 : 0;
    for (let a = 0; a < attempts; a++) {
      add('notHome', at(day, 11, 4), away);
      expected = addWorkingDays(day, 1);
      day = expected;
      if (a === attempts - 1 && roll === 9) {
        expected = null;
        add('returned', at(day, 9, 3), away);
        return events;
      }
      add('outForDelivery', at(day, 7, 2), away);
    }
    add('delivered', at(day, 10, 6), away);
  }
  return events;
}

/** The terminal that serves a place: the city itself when it is one, else one of its country's. */
function hubFor(place: SandboxRoute['from'], rnd: (below: number) => number): string {
  if (place.countryCode !== 'SE') return GATEWAYS[place.countryCode] ?? place.city;
  const own = SWEDISH_HUBS.find(
    (h) => h.localeCompare(place.city.trim(), 'sv', { sensitivity: 'base' }) === 0,
  );
  return own ?? (SWEDISH_HUBS[rnd(SWEDISH_HUBS.length)] as string);
}

/** What the carrier knows at `now`: the events that have happened and the day it expects delivery. */
export function historyAt(planned: readonly PlannedEvent[], now: Date) {
  const happened = planned.filter((e) => Date.parse(e.at) <= now.getTime());
  const expectedDelivery = (happened.at(-1) ?? planned[0])?.expectedDelivery ?? null;
  return {
    events: happened.map(({ expectedDelivery: _, ...event }) => event),
    expectedDelivery,
  };
}
