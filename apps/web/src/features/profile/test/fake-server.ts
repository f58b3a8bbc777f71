import type { CarrierListEntry, Customer, CustomerSettingRequest } from '@skeppa/domain';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, type Responder } from '@/test/fetch-mock';
import { applySetting } from '../model/settings';

export const carrier = (code: number, name: string, logoName: string, active = true): CarrierListEntry => ({
  code,
  name,
  logoName,
  priceSupplier: code,
  active,
});

export const SEEDED_CARRIERS = [
  carrier(131, 'DHL Express', 'dhl-express'),
  carrier(116, 'DHL Freight', 'dhl-freight'),
  carrier(4, 'DSV', 'dsv'),
  carrier(225, 'UPS', 'ups'),
];

/**
 * The customer calls of the API as a network stub holding one customer: it answers what it
 * stores, so a test sees what the screen sent. `refuse` makes the next writes fail with a code;
 * `hold` keeps answers back until released, to look at the screen in between.
 */
export function customerServer(overrides: Partial<Customer> = {}) {
  const state = {
    customer: makeCustomer({ carriers: SEEDED_CARRIERS, ...overrides }),
    refuse: null as null | { status: number; code: string },
    held: [] as (() => void)[],
    hold: false,
  };
  const answer = (res: Response) =>
    state.hold ? new Promise<Response>((resolve) => state.held.push(() => resolve(res))) : res;
  const write = (change: (c: Customer) => Customer) => {
    if (state.refuse) return answer(apiErrorResponse(state.refuse.status, state.refuse.code));
    state.customer = change(state.customer);
    return answer(json(200, state.customer));
  };
  const id = state.customer.id;
  const responder: Responder = (c) => {
    if (c.method === 'GET' && c.path === `/api/customer/${id}`) return json(200, state.customer);
    if (c.method === 'PUT' && c.path === `/api/customer/setting/${id}`)
      return write((cu) => applySetting(cu, c.body as CustomerSettingRequest));
    if (c.method === 'PUT' && c.path === `/api/customer/carriers/${id}`)
      return write((cu) => ({ ...cu, carriers: c.body as CarrierListEntry[] }));
    if (c.method === 'PUT' && c.path === `/api/customer/company/${id}`)
      return write((cu) => {
        const { company, ...rest } = c.body as Record<string, string>;
        return { ...cu, ...rest, company: company ?? cu.company };
      });
    if (c.method === 'PUT' && c.path === `/api/customer/details/${id}`)
      return write((cu) => ({ ...cu, ...(c.body as object) }));
    const agreement = /^\/api\/customer\/agreementno\/\d+\/\?supplierId=(\d+)$/.exec(c.path);
    if (agreement) {
      const supplierId = Number(agreement[1]);
      return supplierId === 116
        ? json(200, { supplierId, agreementNo: '4410231', isDefault: false })
        : json(200, { supplierId, agreementNo: `DEF${supplierId}`, isDefault: true });
    }
    return undefined;
  };
  return {
    responder,
    state,
    release: () => {
      state.hold = false;
      for (const go of state.held.splice(0)) go();
    },
  };
}
