import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Consignment,
  newConsignment,
  newPart,
  PART_ROLES,
  type PartRole,
} from '../entities/consignment.ts';
import { normaliseConsignment, sortParts, withForeignPickupAsConsignor } from './consignment-response.ts';

const today = '2026-05-12';

function withPickupAddress(countrycode: string): Consignment {
  const c = newConsignment(() => 0);
  const pickup = newPart('pickupAddress', 4);
  pickup.address = {
    ...pickup.address,
    name: 'Hamburg Lager',
    city: 'Hamburg',
    postcode: '20095',
    countrycode,
  };
  pickup.communication.email.value = 'lager@example.de';
  c.parts.push(pickup);
  return c;
}

describe('parts', () => {
  it('are sorted consignor, consignee, receivingAgent, pickupAddress, customsVATPayer', () => {
    const roles = fc.shuffledSubarray([...PART_ROLES], { minLength: 1 });
    fc.assert(
      fc.property(roles, (picked: PartRole[]) => {
        const sorted = sortParts(picked.map((role, i) => newPart(role, i + 1))).map((p) => p.role);
        expect(sorted).toEqual(PART_ROLES.filter((r) => picked.includes(r)));
      }),
    );
  });

  it('take a foreign pickup address as the consignor', () => {
    const parts = withForeignPickupAsConsignor(withPickupAddress('DE').parts);
    const consignor = parts.find((p) => p.role === 'consignor')!;
    expect(consignor.id).toBe(1);
    expect(consignor.address.city).toBe('Hamburg');
    expect(consignor.address.countrycode).toBe('DE');
    expect(consignor.communication.email.value).toBe('lager@example.de');
    expect(parts.map((p) => p.role)).toEqual(['consignor', 'consignee', 'pickupAddress']);
  });

  it('keep the consignor when the pickup address is in Sweden or has no country', () => {
    for (const cc of ['SE', 'se', '']) {
      const parts = withForeignPickupAsConsignor(withPickupAddress(cc).parts);
      expect(parts[0]!.address.city).toBe('');
    }
  });
});

describe('normaliseConsignment', () => {
  it('sorts, replaces the consignor and shifts the pickup times', () => {
    const c = withPickupAddress('DE');
    c.parts.reverse();
    c.transportProduct.pickup = {
      date: today,
      earliest: '2026-05-12T08:00:00Z',
      latest: '14:30',
      instruction: [],
    };
    const out = normaliseConsignment(c, { today });
    expect(out.parts.map((p) => p.role)).toEqual(['consignor', 'consignee', 'pickupAddress']);
    expect(out.parts[0]!.address.city).toBe('Hamburg');
    expect(out.transportProduct.pickup).toEqual({
      date: today,
      earliest: '2026-05-12T10:00:00+02:00',
      latest: '2026-05-12T14:30:00+02:00',
      instruction: [],
    });
    expect(c.parts[0]!.role).toBe('pickupAddress');
    expect(c.transportProduct.pickup.earliest).toBe('2026-05-12T08:00:00Z');
  });

  it('moves a pickup date in the past to today with its times', () => {
    const c = newConsignment(() => 0);
    c.transportProduct.pickup = {
      date: '2026-05-01',
      earliest: '2026-05-01T07:00',
      latest: '',
      instruction: [],
    };
    const { pickup } = normaliseConsignment(c, { today }).transportProduct;
    expect(pickup.date).toBe(today);
    expect(pickup.earliest).toBe('2026-05-12T09:00:00+02:00');
    expect(pickup.latest).toBe('');
  });

  it('keeps a pickup date of today or later, and an empty one', () => {
    for (const date of [today, '2026-06-01', '']) {
      const c = newConsignment(() => 0);
      c.transportProduct.pickup.date = date;
      expect(normaliseConsignment(c, { today }).transportProduct.pickup.date).toBe(date);
    }
  });

  it('gives the same result when applied twice', () => {
    const date = fc.constantFrom('2026-05-01', today, '2026-05-20', '');
    const time = fc.constantFrom(
      '',
      '08:00',
      '2026-05-01T06:00:00Z',
      '2026-05-20T23:30',
      '2026-05-12T10:00:00+02:00',
    );
    fc.assert(
      fc.property(date, time, time, fc.constantFrom('SE', 'DE', ''), (d, earliest, latest, cc) => {
        const c = withPickupAddress(cc);
        c.parts.reverse();
        c.transportProduct.pickup = { date: d, earliest, latest, instruction: [] };
        const once = normaliseConsignment(c, { today });
        expect(normaliseConsignment(once, { today })).toEqual(once);
        expect(once.transportProduct.pickup.date === '' || once.transportProduct.pickup.date >= today).toBe(
          true,
        );
      }),
    );
  });
});
