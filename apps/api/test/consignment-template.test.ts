import { type Consignment, consignmentSchema } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signInDemo } from './helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/consignment/template', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/consignment/template/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a new consignment with every default, which prices once its goods and postcodes are filled in', async () => {
    const demo = await signInDemo(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consignment/template/',
      headers: demo.headers,
    });
    expect(res.statusCode).toBe(200);
    const c: Consignment = consignmentSchema.parse(res.json());
    expect(c.parts.map((p) => [p.role, p.id, p.address.countrycode])).toEqual([
      ['consignor', 1, 'SE'],
      ['consignee', 2, 'SE'],
    ]);
    expect(c.goodsItem).toHaveLength(1);
    expect(c.goodsItem[0]).toMatchObject({
      noOfPackages: 1,
      packageType: 'parcel',
      tag: 'parcel',
      isStackable: true,
    });
    expect(c.goodsItem[0]?.id).toMatch(/^[A-Za-z0-9]{6}$/);

    const [consignor, consignee] = c.parts;
    if (!consignor || !consignee || !c.goodsItem[0]) throw new Error('template incomplete');
    consignor.address.postcode = '11351';
    consignee.address.postcode = '41104';
    Object.assign(c.goodsItem[0], { weight: 5, length: 30, width: 20, height: 20 });
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/consignment/price/',
      headers: demo.headers,
      payload: [c],
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().priceResult.length).toBeGreaterThan(0);
  });
});
