import type { CarrierCode, OpeningDay, ServicePoint, Weekday } from '@skeppa/domain';

/**
 * The sandbox's service points: a short, real-looking list of shops near a postcode for each
 * carrier, the same list for the same postcode every time (a hash of carrier and postcode seeds
 * the choices), in the postcode's own city. Nothing here exists: the chains are real Swedish
 * chains, the streets names every Swedish town has, the ids in the carrier's form.
 */

/** Where to look: the postcode, its city (from the postcodes module) and how many at most. */
export interface PointPlace {
  postcode: string;
  countryCode: string;
  city: string;
  limit: number;
}

/** A kind of shop a carrier uses as its point, with its usual hours. */
export interface PointChain {
  name: string;
  hours: OpeningDay[];
  /** UPS: a locker rather than a shop counter. */
  locker?: boolean;
}

/** One carrier's network in the sandbox: its chains and how it numbers its points. */
export interface PointNetwork {
  carrierCode: CarrierCode;
  chains: PointChain[];
  /** The carrier's id of a point from a deterministic number (0 ≤ n < 1e8). */
  id(n: number): string;
}

/** One point of the sandbox before a carrier's own answer is made of it. */
export interface PointSite {
  chain: PointChain;
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  distanceMetres: number;
}

const DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Opening hours from one range for weekdays, Saturday and Sunday ('' closed). */
export function weekHours(weekdays: string, saturday: string, sunday: string): OpeningDay[] {
  return DAYS.map((day) => {
    const range = day === 'sat' ? saturday : day === 'sun' ? sunday : weekdays;
    return { day, ranges: range === '' ? [] : [range] };
  });
}

export const CHAINS = {
  icaNara: { name: 'ICA Nära', hours: weekHours('07:00–22:00', '08:00–22:00', '08:00–22:00') },
  icaSupermarket: { name: 'ICA Supermarket', hours: weekHours('08:00–21:00', '08:00–21:00', '09:00–21:00') },
  coop: { name: 'Coop', hours: weekHours('08:00–21:00', '09:00–20:00', '10:00–20:00') },
  hemkop: { name: 'Hemköp', hours: weekHours('07:00–22:00', '08:00–22:00', '08:00–22:00') },
  circleK: { name: 'Circle K', hours: weekHours('00:00–24:00', '00:00–24:00', '00:00–24:00') },
  okq8: { name: 'OKQ8', hours: weekHours('06:00–22:00', '07:00–22:00', '08:00–22:00') },
  pressbyran: { name: 'Pressbyrån', hours: weekHours('06:30–21:00', '08:00–21:00', '09:00–20:00') },
  sevenEleven: { name: '7-Eleven', hours: weekHours('07:00–23:00', '08:00–23:00', '08:00–23:00') },
  tempo: { name: 'Tempo', hours: weekHours('09:00–20:00', '10:00–18:00', '11:00–17:00') },
  handlarn: { name: "Handlar'n", hours: weekHours('09:00–19:00', '10:00–16:00', '') },
  mailBoxes: { name: 'Mail Boxes Etc.', hours: weekHours('09:00–18:00', '10:00–14:00', '') },
  upsLocker: {
    name: 'UPS Access Point Locker',
    hours: weekHours('00:00–24:00', '00:00–24:00', '00:00–24:00'),
    locker: true,
  },
} satisfies Record<string, PointChain>;

// Where a shop stands: names found in most Swedish towns, so every city reads plausibly.
const STREETS = [
  'Storgatan',
  'Drottninggatan',
  'Kungsgatan',
  'Järnvägsgatan',
  'Torggatan',
  'Köpmangatan',
  'Skolgatan',
  'Nygatan',
  'Östra Långgatan',
  'Västra vägen',
  'Södra Allén',
  'Industrivägen',
  'Centrumvägen',
  'Hamngatan',
  'Kyrkogatan',
];
// How a shop is told from another of its chain in the same town.
const PLACES = [
  'Centrum',
  'Torget',
  'Resecentrum',
  'Norr',
  'Söder',
  'Väster',
  'Öster',
  'Hamnen',
  'Gallerian',
  'Stationen',
];

/** FNV-1a, 32 bits: the seed of a postcode's list. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: numbers in [0, 1) from a seed, the same ones for the same seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The network's points near the place, nearest first: five to eight shops (at most `limit`), each
 * a chain of the network, its own street and number, 150 m to a few km away.
 */
export function pointSites(network: PointNetwork, place: PointPlace): PointSite[] {
  const next = random(hash(`${network.carrierCode}:${place.countryCode}:${place.postcode}`));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const count = Math.min(place.limit, 5 + Math.floor(next() * 4));
  const names = new Set<string>();
  const sites: PointSite[] = [];
  let distance = 0;
  for (let i = 0; sites.length < count && i < count * 10; i++) {
    const chain = pick(network.chains);
    const name = `${chain.name} ${pick(PLACES)}`;
    const street = `${pick(STREETS)} ${1 + Math.floor(next() * 60)}`;
    const id = network.id(Math.floor(next() * 100_000_000));
    const step = 150 + Math.floor(next() * 650);
    if (names.has(name)) continue;
    names.add(name);
    distance += step;
    sites.push({
      chain,
      id,
      name,
      street,
      postcode: place.postcode,
      city: place.city,
      countryCode: place.countryCode,
      distanceMetres: distance,
    });
  }
  return sites;
}

/** A site as our service point (the carriers whose sandbox answers in our shape directly). */
export function servicePointOf(network: PointNetwork, site: PointSite): ServicePoint {
  return {
    carrierCode: network.carrierCode,
    id: site.id,
    name: site.name,
    street: site.street,
    postcode: site.postcode,
    city: site.city,
    countryCode: site.countryCode,
    openingHours: site.chain.hours,
    distanceMetres: site.distanceMetres,
    accessPointType: null,
  };
}
