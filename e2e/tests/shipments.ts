import { randomUUID } from 'node:crypto';
import { addCalendarDays, addWorkingDays, todayInStockholm } from '@skeppa/domain';
import { type APIRequestContext, expect } from './fixtures.ts';
import { USER } from './helpers.ts';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as one signed-in user; every answer must be a success. */
export type Api = ReturnType<typeof caller> & { id: number };

/** Signs in through the API once, and again when the 4-second access token has run out. */
export async function apiSession(request: APIRequestContext, who = USER): Promise<Api> {
  const first = await signIn(request, who);
  return Object.assign(caller(request, who, first.accessToken), { id: first.id });
}

function caller(request: APIRequestContext, who: typeof USER, accessToken: string) {
  let token = accessToken;
  return async (method: Method, url: string, data?: unknown, headers: Json = {}) => {
    const send = () =>
      request.fetch(`/api${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...headers },
        data,
      });
    let res = await send();
    if (res.status() === 401) {
      token = (await signIn(request, who)).accessToken;
      res = await send();
    }
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? {} : res.json();
  };
}

async function signIn(request: APIRequestContext, who: typeof USER) {
  const res = await request.post('/api/auth/signin', { data: who });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { accessToken: string; id: number };
}

/** The Stockholm offset of noon on a day: '+01:00' in winter, '+02:00' in summer. */
function stockholmOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name?.replace('GMT', '') || '+01:00';
}

/** The second working day after today in Sweden: a pickup day every carrier accepts. */
function pickupDay(): string {
  return addWorkingDays(addCalendarDays(todayInStockholm(), 1), 1);
}

export interface Place {
  name: string;
  street?: string;
  postcode: string;
  city: string;
  countrycode?: string;
}

export interface ShipmentOrder {
  to: Place;
  /** The sender; the company's own dispatch in Stockholm unless given. */
  from?: Place;
  /** The chosen service: the first priced template whose name starts with this. */
  template?: string;
  reference?: string;
  /** Insured for this goods value in SEK, as step 3's insurance choice does; uninsured without. */
  insuredValue?: number;
  /** Booked with the sandbox carrier as step 4 books, or left on the send list. */
  book: boolean;
}

export interface Shipment {
  consignmentId: number;
  orderNo: string;
  /** The carrier's number, once booked. */
  consignmentNo: string | null;
}

const DISPATCH: Place = {
  name: 'Nordisk Verktyg AB',
  street: 'Hamngatan 1',
  postcode: '11122',
  city: 'Stockholm',
};

/**
 * A shipment made through the API the way the screens make it: step 3 saves the consignment and
 * orders it at the chosen service's price; step 4 books the consignment, then the order, each
 * with its own Idempotency-Key. For tests that are not about the screens that make shipments.
 */
export async function seedShipment(api: Api, o: ShipmentOrder): Promise<Shipment> {
  const from = o.from ?? DISPATCH;
  const c = await api('GET', '/consignment/template/');
  const [consignor, consignee] = c.parts;
  Object.assign(consignor.address, address(from));
  Object.assign(consignor.communication, { contactPerson: 'Eva Berg', phone: '081234567' });
  Object.assign(consignee.address, address(o.to));
  Object.assign(consignee.communication, { contactPerson: 'Kari Lind', phone: '4722334455' });
  const goods = { weight: 5, length: 40, width: 30, height: 20, goodsType: 'Handverktyg i stål' };
  c.goodsItem = [{ ...c.goodsItem[0], ...goods }];
  const day = pickupDay();
  c.transportProduct.pickup = {
    ...c.transportProduct.pickup,
    date: day,
    earliest: `${day}T10:00:00${stockholmOffset(day)}`,
    latest: `${day}T15:00:00${stockholmOffset(day)}`,
  };
  if (o.reference) c.senderOrderRef = o.reference;
  if (o.insuredValue) c.insuranceGoodsValue = o.insuredValue;

  const quotes: { templateName: string; price: number }[] = (
    await api('POST', '/consignment/price/', [{ ...c, consigneeType: 'company', noPickup: false }])
  ).priceResult;
  const template = o.template ?? 'dhl_freight_paket';
  const quote = quotes.find((q) => q.templateName.startsWith(template));
  expect(quote, `a ${template} price to ${o.to.city}`).toBeDefined();
  c.templateName = quote?.templateName;
  c.transportProduct.templateName = c.templateName;

  const saved = (await api('POST', '/consignment/?temp=0', c)).consignments[0];
  const { orderNo } = await api('POST', '/order/', {
    consignmentId: saved.consignmentId,
    templateName: saved.templateName,
    calculatedPrice: quote?.price,
    senderOrderRef: o.reference,
    ...(o.insuredValue ? { insured: true, goodsValue: o.insuredValue } : {}),
  });
  if (!o.book) return { consignmentId: saved.consignmentId, orderNo, consignmentNo: null };
  await api('PUT', '/consignment/book/', saved, { 'idempotency-key': randomUUID() });
  const booked = await api('PUT', '/order/book/', { orderNo }, { 'idempotency-key': randomUUID() });
  return { consignmentId: saved.consignmentId, orderNo: booked.orderNo, consignmentNo: booked.consignmentNo };
}

function address(p: Place) {
  return {
    name: p.name,
    address: [p.street ?? 'Storgatan 2', ''],
    postcode: p.postcode,
    city: p.city,
    countrycode: p.countrycode ?? 'SE',
  };
}
