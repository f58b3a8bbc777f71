import { newConsignment } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { draftFromCopy } from './draft-from-copy';
import { toConsignment } from './to-consignment';

describe('a draft from a shipment booked before', () => {
  it('keeps places, goods, service and the pricing choices, and prices to the same consignment', () => {
    const c = newConsignment(() => 0.5);
    c.templateName = 'dsv_road_groupage';
    const [from, to] = c.parts;
    if (!from || !to) throw new Error('template parts');
    from.address = { ...from.address, name: 'Nordisk Verktyg AB', postcode: '41101', city: 'Göteborg' };
    to.address = { ...to.address, name: 'Kund AB', postcode: '0150', city: 'Oslo', countrycode: 'NO' };
    c.goodsItem = [{ ...c.goodsItem[0]!, noOfPackages: 2, weight: 12.5, length: 40, width: 30, height: 20 }];

    const draft = draftFromCopy({ consignment: c, consigneeType: 'private', noPickup: true });
    expect(draft.from).toEqual({ countrycode: 'SE', postcode: '41101', city: 'Göteborg', state: '' });
    expect(draft.to).toMatchObject({ countrycode: 'NO', postcode: '0150', city: 'Oslo' });
    expect(draft.goods[0]).toMatchObject({ noOfPackages: '2', weight: '12.5', length: '40', height: '20' });
    expect(draft).toMatchObject({
      consigneeType: 'private',
      pickup: false,
      templateName: 'dsv_road_groupage',
    });

    const priced = toConsignment(draft);
    expect(priced.parts[1]?.address.name).toBe('Kund AB');
    expect(priced.goodsItem[0]).toMatchObject({ noOfPackages: 2, weight: 12.5, volume: 0.048 });
    expect(priced).toMatchObject({ consigneeType: 'private', noPickup: true });
  });

  it("keeps each goods line's description, and asks anew for a line added to the copy", () => {
    const c = newConsignment(() => 0.5);
    c.goodsItem = [
      { ...c.goodsItem[0]!, id: 'oak001', goodsType: 'Möbeldelar i ek', weight: 40 },
      { ...c.goodsItem[0]!, id: 'iron02', goodsType: 'Gjutjärnsgrytor', weight: 12 },
    ];
    const draft = draftFromCopy({ consignment: c, consigneeType: 'company', noPickup: false });
    const added = { ...draft.goods[0]!, id: 'new003' };
    const priced = toConsignment({ ...draft, goods: [draft.goods[1]!, draft.goods[0]!, added] });
    expect(priced.goodsItem.map((g) => [g.id, g.goodsType])).toEqual([
      ['iron02', 'Gjutjärnsgrytor'],
      ['oak001', 'Möbeldelar i ek'],
      ['new003', ''],
    ]);
  });
});
