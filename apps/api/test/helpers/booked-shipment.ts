import type { ServicePoint } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './auth.ts';
import { sql } from './database.ts';
import { caller, fullConsignment } from './shipments.ts';

export interface Destination {
  name: string;
  street: string;
  postcode: string;
  city: string;
  countrycode: string;
}

export const GOTEBORG: Destination = {
  name: 'Mottagare AB',
  street: 'Avenyn 2',
  postcode: '41101',
  city: 'Göteborg',
  countrycode: 'SE',
};
export const BERGEN: Destination = {
  name: 'Fjord Import AS',
  street: 'Strandgata 9',
  postcode: '5003',
  city: 'Bergen',
  countrycode: 'NO',
};
export const HAMBURG: Destination = {
  name: 'Elbe Handel GmbH',
  street: 'Speicherstadt 4',
  postcode: '20457',
  city: 'Hamburg',
  countrycode: 'DE',
};
export const NEW_YORK: Destination = {
  name: 'Hudson Tools Inc',
  street: '350 Fifth Avenue',
  postcode: '10118',
  city: 'New York',
  countrycode: 'US',
};

let keys = 0;

export interface ShipmentToBook {
  templateName: string;
  /** The sender's place; the consignment's own in Stockholm unless given (imports). */
  from?: Destination;
  to?: Destination;
  packages?: number;
  weight?: number;
  pickupDate?: string;
  /** Terms of delivery as step 3 asks them for `_dap` and `_exw` services. */
  tod?: { combiterm: string; location: string };
  /** Handed in at a service point: priced, ordered and booked without a pickup. */
  noPickup?: boolean;
  /** What the goods are, as step 3 asks it. */
  goods?: string;
  /** The service point chosen in step 3 (`locationFinder` templates). */
  servicePoint?: ServicePoint;
  /** Added services chosen in step 3, with what was typed into their fields. */
  serviceOption?: ({ type: string } & Record<string, string>)[];
}

/** A shipment saved, priced and ordered as the web app does, and the booking's answer as it is. */
export async function bookingAnswer(app: FastifyInstance, s: Session, o: ShipmentToBook) {
  const call = caller(app);
  const c = fullConsignment({ templateName: o.templateName, pickupDate: o.pickupDate ?? '2026-11-25' });
  const day = c.transportProduct.pickup.date;
  Object.assign(c.transportProduct.pickup, {
    earliest: `${day}T09:00:00+01:00`,
    latest: `${day}T16:00:00+01:00`,
  });
  const to = o.to ?? GOTEBORG;
  const place = (d: Destination) => ({
    name: d.name,
    address: [d.street, ''],
    postcode: d.postcode,
    city: d.city,
    countrycode: d.countrycode,
  });
  const consignee = c.parts[1]!;
  Object.assign(consignee.address, place(to));
  if (o.from) Object.assign(c.parts[0]!.address, place(o.from));
  Object.assign(consignee.communication, { contactPerson: 'Örjan Lind', phone: '0701234567' });
  c.goodsItem[0]!.noOfPackages = o.packages ?? 2;
  c.goodsItem[0]!.weight = o.weight ?? 10;
  if (o.goods !== undefined) c.goodsItem[0]!.goodsType = o.goods;
  if (o.tod) Object.assign(c.transportProduct.tod, o.tod, { countrycode: to.countrycode });
  if (o.servicePoint) Object.assign(c.transportProduct, { servicePoint: o.servicePoint });
  if (o.serviceOption) c.transportProduct.serviceOption = o.serviceOption;
  const noPickup = o.noPickup ?? false;
  const priced = await call(s, 'POST', '/consignment/price/', [{ ...c, noPickup }]);
  expect(priced.statusCode).toBe(200);
  const quote = priced
    .json()
    .priceResult.find((q: { templateName: string }) => q.templateName === o.templateName);
  expect(quote, `${o.templateName} is priced to ${to.countrycode}`).toBeDefined();
  const saved = await call(s, 'POST', '/consignment/?temp=1', c);
  expect(saved.statusCode).toBe(200);
  const consignmentId = saved.json().consignments[0].consignmentId as number;
  const ordered = await call(s, 'POST', '/order/', {
    consignmentId,
    templateName: o.templateName,
    calculatedPrice: quote.price,
    noPickup,
  });
  expect(ordered.statusCode, ordered.body.slice(0, 300)).toBe(201);
  const booked = await call(
    s,
    'PUT',
    '/order/book/',
    { orderNo: ordered.json().orderNo },
    {
      'idempotency-key': `print-${Date.now()}-${++keys}`,
    },
  );
  return { answer: booked, consignmentId };
}

/**
 * A shipment booked the way the web app books it: saved, priced, ordered and booked with the
 * sandbox carrier through the API. Answers the consignment id, order number and the carrier's numbers.
 */
export async function bookShipment(app: FastifyInstance, s: Session, o: ShipmentToBook) {
  const { answer, consignmentId } = await bookingAnswer(app, s, o);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const order = answer.json();
  return { consignmentId, orderNo: order.orderNo as string, consignmentNo: order.consignmentNo as string };
}

/** The package numbers the carrier gave a booked shipment, in package order. */
export async function bookedPackageNumbers(databaseUrl: string, consignmentId: number) {
  const rows = await sql<{ number: string }>(
    databaseUrl,
    'SELECT number FROM consignment_packages WHERE consignment_id = $1 ORDER BY sequence',
    [consignmentId],
  );
  return rows.map((r) => r.number);
}
