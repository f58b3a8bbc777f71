import { servicePointSchema } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { CODES, ctx, useSandboxCarriers } from './helpers/sandbox-carriers.ts';

// The sandbox carriers' service points (issue 31.6): real-looking shops in the postcode's city,
// the same list for the same postcode, a list of each carrier's own, none where the postcode is
// unknown. The UPS mapping from Locator's answer is in ups-locator.test.ts.

const carriers = useSandboxCarriers();
const near = (code: (typeof CODES)[number], postcode: string, limit = 10) =>
  carriers.a.forCarrier(code).servicePoints({ postcode, countryCode: 'SE', limit }, ctx(code));

describe('sandbox service points', () => {
  it.each(CODES)('carrier %s answers the same list for the same postcode, in any process', async (code) => {
    const first = await near(code, '41101');
    const again = await carriers.b
      .forCarrier(code)
      .servicePoints({ postcode: '41101', countryCode: 'SE', limit: 10 }, ctx(code));
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(first.length).toBeLessThanOrEqual(8);
    for (const p of first) {
      expect(servicePointSchema.parse(p)).toEqual(p);
      expect(p).toMatchObject({ carrierCode: code, city: 'Göteborg', postcode: '41101', countryCode: 'SE' });
      expect(p.street).toMatch(/^\S.* \d{1,2}$/);
      expect(p.openingHours.map((d) => d.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    }
    const distances = first.map((p) => p.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(first.map((p) => p.name)).size).toBe(first.length);
  });

  it('gives each carrier a list of its own, in its own id form', async () => {
    const [express, freight, dsv, ups] = await Promise.all([
      near(131, '11122'),
      near(116, '11122'),
      near(4, '11122'),
      near(225, '11122'),
    ]);
    expect(express.every((p) => /^SE-\d{5}$/.test(p.id))).toBe(true);
    expect(freight.every((p) => /^\d{7}$/.test(p.id))).toBe(true);
    expect(dsv.every((p) => /^DSV\d{6}$/.test(p.id))).toBe(true);
    expect(ups.every((p) => /^U\d{8}$/.test(p.id))).toBe(true);
    expect(freight.map((p) => p.name)).not.toEqual(dsv.map((p) => p.name));
    // Only UPS says what kind of access point it is.
    expect(ups.every((p) => p.accessPointType?.startsWith('UPS Access Point'))).toBe(true);
    expect([...express, ...freight, ...dsv].every((p) => p.accessPointType === null)).toBe(true);
    // Real chains: DHL Service Point at grocers and kiosks, DSV at its partner shops.
    expect(freight.every((p) => /^(ICA|Coop|Hemköp|Circle K|Pressbyrån)/.test(p.name))).toBe(true);
    expect(dsv.every((p) => /^(Tempo|Handlar'n|Coop|ICA Nära|OKQ8)/.test(p.name))).toBe(true);
  });

  it('answers another list for another postcode, and none for a postcode it cannot place', async () => {
    expect((await near(116, '70211')).map((p) => p.city)).toContain('Örebro');
    expect(await near(116, '70211')).not.toEqual(await near(116, '41101'));
    for (const code of CODES) expect(await near(code, '99999')).toEqual([]);
  });

  it('keeps to the limit, nearest first', async () => {
    const all = await near(225, '11122');
    expect(await near(225, '11122', 2)).toEqual(all.slice(0, 2));
  });
});
