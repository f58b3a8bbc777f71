import { type Consignment, newConsignment } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './auth.ts';

/** A whole consignment as step 3 sends it: Stockholm to Göteborg, one 5 kg parcel of hand tools. */
export function fullConsignment(
  o: { templateName?: string; receiverEmail?: string; pickupDate?: string } = {},
) {
  const c: Consignment = newConsignment(() => 0.5);
  const [consignor, consignee] = c.parts;
  Object.assign(consignor!.address, {
    name: 'Lagerhuset AB',
    address: ['Hamngatan 1', ''],
    postcode: '11122',
    city: 'Stockholm',
  });
  Object.assign(consignor!.communication, { contactPerson: 'Eva Berg', phone: '081234567' });
  Object.assign(consignee!.address, {
    name: 'Mottagare AB',
    address: ['Avenyn 2', ''],
    postcode: '41101',
    city: 'Göteborg',
  });
  consignee!.communication.email.value = o.receiverEmail ?? '';
  c.goodsItem = [
    { ...c.goodsItem[0]!, weight: 5, length: 40, width: 30, height: 20, goodsType: 'Handverktyg i stål' },
  ];
  c.templateName = o.templateName ?? 'dhl_freight_paket';
  c.transportProduct.templateName = c.templateName;
  c.transportProduct.pickup.date = o.pickupDate ?? '';
  // Step 3 offers the template's pickup window in Swedish wall-clock time.
  if (o.pickupDate) Object.assign(c.transportProduct.pickup, { earliest: '09:00', latest: '16:00' });
  return c;
}

export function caller(app: FastifyInstance) {
  return (
    s: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(s ? s.headers : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

type Caller = ReturnType<typeof caller>;

/** A consignment saved for later (temp=1) or for good, as the answer gives it back. */
export async function savedConsignment(call: Caller, s: Session, temp = 1, c = fullConsignment()) {
  const res = await call(s, 'POST', `/consignment/?temp=${temp}`, c);
  expect(res.statusCode).toBe(200);
  return res.json().consignments[0];
}

/** A saved consignment and its unbooked order. */
export async function orderFor(call: Caller, s: Session, extra: Record<string, unknown> = {}) {
  const c = await savedConsignment(call, s);
  const res = await call(s, 'POST', '/order/', {
    consignmentId: c.consignmentId,
    templateName: c.templateName,
    calculatedPrice: 100,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return { consignment: c, orderNo: res.json().orderNo as string };
}
