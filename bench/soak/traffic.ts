import { newConsignment } from '@skeppa/domain';
import type { jsonClient } from '../client.ts';
import { type SoakCompany, soakCities } from './companies.ts';

/**
 * The mix, in arrivals per 94: mostly pricing and looking (lists, the receivers' pages), about one
 * arrival in twelve a booking, each booking saved and placed first, as the web app does it.
 */
export const SOAK_MIX = {
  price: 25,
  save: 8,
  order: 8,
  book: 8,
  print: 6,
  bookedList: 8,
  unbookedList: 6,
  contactList: 8,
  contactCreate: 3,
  tracking: 4,
  receiverPage: 10,
} as const;
export type SoakRoute = keyof typeof SOAK_MIX;

export const ROUTE_LABELS: Record<SoakRoute, string> = {
  price: 'POST /api/consignment/price (1 consignment)',
  save: 'POST /api/consignment?temp=1 (save)',
  order: 'POST /api/order (unbooked order)',
  book: 'PUT /api/order/book',
  print: 'POST /api/consignment/print/{id}?format=PDF',
  bookedList: 'GET /api/order/customer/{id}?booked=1 (30 days)',
  unbookedList: 'GET /api/order/customer/{id}?booked=0',
  contactList: 'GET /api/contact/customer/{id}',
  contactCreate: 'POST /api/contact',
  tracking: 'GET /api/order/{orderNo}/tracking',
  receiverPage: 'GET /api/public/tracking/{token} (/t/{token})',
};

/** What a route works on that another route makes: without it, the arrival makes it instead. */
const NEEDS: Partial<Record<SoakRoute, SoakRoute>> = {
  order: 'save',
  book: 'order',
  print: 'book',
  tracking: 'book',
  receiverPage: 'tracking',
};

/** The route an arrival runs: the one drawn, or the first step towards it the company lacks. */
export function routeFor(drawn: SoakRoute, has: (route: SoakRoute) => boolean): SoakRoute {
  let route = drawn;
  for (let need = NEEDS[route]; need !== undefined && !has(route); need = NEEDS[route]) route = need;
  return route;
}

const TEMPLATE = 'dhl_freight_paket';
const WEIGHTS = [3, 12, 28];
/** Variants of a shipment: each receiver city with each weight. */
export const VARIANTS = soakCities.length * WEIGHTS.length;
/** Kept per company for printing and tracking: the newest, so memory stays flat here too. */
const KEEP = 200;
/** Tracking starts from the booking's event, delivered by a job: asked for once this old. */
const TRACKING_AFTER_MS = 30_000;

interface Booked {
  orderNo: string;
  consignmentId: number;
  at: number;
}

export interface CompanyTraffic {
  company: SoakCompany;
  auth: Record<string, string>;
  saved: { consignmentId: number; variant: number }[];
  unbooked: string[];
  booked: Booked[];
  untracked: Booked[];
  tracked: string[];
  tokens: string[];
  made: number;
}

export function companyTraffic(company: SoakCompany, auth: Record<string, string>): CompanyTraffic {
  return {
    company,
    auth,
    saved: [],
    unbooked: [],
    booked: [],
    untracked: [],
    tracked: [],
    tokens: [],
    made: 0,
  };
}

const keep = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > KEEP) list.shift();
};

/** A weekday a week or so ahead: the carriers collect on working days, never in the past. */
export function pickupDay(now = Date.now()) {
  const d = new Date(now + 7 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function shipment(variant: number, n: number, pickup: string) {
  const [city, postcode] = soakCities[variant % soakCities.length]!;
  const c = newConsignment(() => (n % 1000) / 1000);
  const [consignor, consignee] = c.parts;
  Object.assign(consignor!.address, {
    name: 'Lagerhuset AB',
    address: ['Lagervägen 1', ''],
    postcode: '11122',
    city: 'Stockholm',
  });
  Object.assign(consignor!.communication, { contactPerson: 'Eva Berg', phone: '081234567' });
  Object.assign(consignee!.address, {
    name: `Mottagare ${n} AB`,
    address: ['Storgatan 2', ''],
    postcode,
    city,
  });
  Object.assign(consignee!.communication, { contactPerson: 'Anna Lind', phone: '031123456' });
  const weight = WEIGHTS[Math.floor(variant / soakCities.length) % WEIGHTS.length]!;
  c.goodsItem = [{ ...c.goodsItem[0]!, weight, length: 40, width: 30, height: 20, goodsType: 'Verktyg' }];
  c.senderOrderRef = `PO-${n}`;
  c.templateName = TEMPLATE;
  Object.assign(c.transportProduct, { templateName: TEMPLATE });
  Object.assign(c.transportProduct.pickup, { date: pickup, earliest: '09:00', latest: '16:00' });
  return c;
}

export class RouteFailed extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status} ${body}`);
  }
}

type Client = ReturnType<typeof jsonClient>;

/** Each route's request and what its answer leaves for later arrivals of the company. */
export function soakRoutes(o: { client: Client; random: () => number; pickup: string }) {
  /** The price step 2 showed for a variant, which the order carries (booking prices again). */
  const prices = new Map<number, number>();

  async function call(c: CompanyTraffic, method: string, path: string, body?: unknown, headers = {}) {
    const res = await o.client.send(method, `/api${path}`, body, { ...c.auth, ...headers });
    if (res.status >= 400) throw new RouteFailed(res.status, res.body.toString().slice(0, 300));
    return res;
  }
  const json = async (...args: Parameters<typeof call>) =>
    JSON.parse((await call(...args)).body.toString()) as Record<string, unknown>;
  const pick = <T>(list: T[]) => list[Math.floor(o.random() * list.length)]!;
  const listPage = () => 1 + Math.floor(o.random() * 4);
  const trackable = (c: CompanyTraffic) =>
    c.untracked.length > 0 && c.untracked[0]!.at <= performance.now() - TRACKING_AFTER_MS;

  async function price(c: CompanyTraffic, variant = Math.floor(o.random() * VARIANTS)) {
    const answer = await json(c, 'POST', '/consignment/price/', [shipment(variant, c.made, o.pickup)]);
    const quotes = answer.priceResult as { templateName: string; price: number }[];
    const quote = quotes.find((q) => q.templateName === TEMPLATE);
    if (!quote) throw new RouteFailed(200, `${TEMPLATE} not among ${quotes.length} quotes`);
    prices.set(variant, quote.price);
  }

  const run: Record<SoakRoute, (c: CompanyTraffic) => Promise<unknown>> = {
    price: (c) => price(c),
    save: async (c) => {
      const variant = Math.floor(o.random() * VARIANTS);
      const n = ++c.made;
      const answer = await json(c, 'POST', '/consignment/?temp=1', shipment(variant, n, o.pickup));
      const [saved] = answer.consignments as { consignmentId: number }[];
      c.saved.push({ consignmentId: saved!.consignmentId, variant });
    },
    order: async (c) => {
      const saved = c.saved.pop()!;
      const answer = await json(c, 'POST', '/order/', {
        consignmentId: saved.consignmentId,
        templateName: TEMPLATE,
        calculatedPrice: prices.get(saved.variant),
      });
      c.unbooked.push(answer.orderNo as string);
    },
    book: async (c) => {
      const orderNo = c.unbooked.pop()!;
      const answer = await json(
        c,
        'PUT',
        '/order/book/',
        { orderNo },
        { 'idempotency-key': `soak-${orderNo}` },
      );
      // Booking gives the order its number for good: the saved order's was a placeholder.
      const booked = {
        orderNo: answer.orderNo as string,
        consignmentId: answer.consignmentId as number,
        at: performance.now(),
      };
      keep(c.booked, booked);
      keep(c.untracked, booked);
    },
    print: (c) => call(c, 'POST', `/consignment/print/${pick(c.booked).consignmentId}/?format=PDF`),
    bookedList: (c) => {
      const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
      return call(
        c,
        'GET',
        `/order/customer/${c.company.customerId}?booked=1&from=${day(30)}&to=${day(0)}&sort=dateBooked&page=${listPage()}`,
      );
    },
    unbookedList: (c) =>
      call(c, 'GET', `/order/customer/${c.company.customerId}?booked=0&page=${listPage()}`),
    contactList: (c) => call(c, 'GET', `/contact/customer/${c.company.customerId}?page=${listPage()}`),
    contactCreate: (c) => {
      const [city, postcode] = pick(soakCities);
      return call(c, 'POST', '/contact/', {
        company: `Ny mottagare ${++c.made} AB`,
        firstName: 'Karin',
        lastName: 'Nilsson',
        address1: 'Hamngatan 3',
        postcode,
        city,
        country: 'SE',
      });
    },
    // The consignment page: its timeline and the link to the receiver's page.
    tracking: async (c) => {
      const orderNo = trackable(c) ? c.untracked.shift()!.orderNo : pick(c.tracked);
      const answer = await json(c, 'GET', `/order/${orderNo}/tracking`);
      const url = answer.receiverTrackingUrl as string | null;
      if (!c.tracked.includes(orderNo)) keep(c.tracked, orderNo);
      if (url) keep(c.tokens, url.slice(url.lastIndexOf('/') + 1));
    },
    receiverPage: (c) => call(c, 'GET', `/public/tracking/${pick(c.tokens)}`),
  };

  const has: (c: CompanyTraffic) => (route: SoakRoute) => boolean = (c) => (route) => {
    switch (route) {
      case 'order':
        return c.saved.length > 0;
      case 'book':
        return c.unbooked.length > 0;
      case 'print':
        return c.booked.length > 0;
      case 'tracking':
        return trackable(c) || c.tracked.length > 0;
      case 'receiverPage':
        return c.tokens.length > 0;
      default:
        return true;
    }
  };

  return {
    /** Every variant priced once, so an order always has the price its variant showed. */
    prepare: async (c: CompanyTraffic) => {
      for (let v = 0; v < VARIANTS; v++) await price(c, v);
    },
    /** Starts the arrival's request: the route it ran and its promise. */
    start(drawn: SoakRoute, c: CompanyTraffic) {
      const route = routeFor(drawn, has(c));
      return { route, done: run[route](c) };
    },
  };
}
