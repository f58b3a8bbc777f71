import { describe, expect, it } from 'vitest';
import { CONSIGNEE_PART_ID, CONSIGNOR_PART_ID, consignmentSchema, newConsignment } from './consignment.ts';

describe('newConsignment', () => {
  it('is a valid consignment', () => {
    expect(consignmentSchema.safeParse(newConsignment()).success).toBe(true);
  });

  it('has the consignor (id 1) then the consignee (id 2), both in Sweden', () => {
    const { parts } = newConsignment();
    expect(parts.map((p) => [p.role, p.id])).toEqual([
      ['consignor', CONSIGNOR_PART_ID],
      ['consignee', CONSIGNEE_PART_ID],
    ]);
    expect([CONSIGNOR_PART_ID, CONSIGNEE_PART_ID]).toEqual([1, 2]);
    for (const p of parts) expect(p.address.countrycode).toBe('SE');
    expect(parts[1]!.reference).toEqual({ customerNo: '', reference: '' });
  });

  it('has one stackable parcel with a 6-character id, its goods not yet described', () => {
    const { goodsItem } = newConsignment(() => 0.5);
    expect(goodsItem).toHaveLength(1);
    expect(goodsItem[0]).toMatchObject({
      noOfPackages: 1,
      packageType: 'parcel',
      tag: 'parcel',
      // Step 3 asks what the goods are; a placeholder such as "Standard" would reach the carrier.
      goodsType: '',
      isStackable: true,
      isReadOnly: false,
    });
    expect(goodsItem[0]!.id).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('gives every new consignment its own goods item id and parts', () => {
    const a = newConsignment();
    const b = newConsignment();
    expect(a.parts[0]).not.toBe(b.parts[0]);
    a.parts[0]!.address.name = 'changed';
    expect(b.parts[0]!.address.name).toBe('');
  });

  it('rejects a consignment without a consignee or goods', () => {
    const c = newConsignment();
    expect(consignmentSchema.safeParse({ ...c, parts: c.parts.slice(0, 1) }).success).toBe(false);
    expect(consignmentSchema.safeParse({ ...c, goodsItem: [] }).success).toBe(false);
  });
});
