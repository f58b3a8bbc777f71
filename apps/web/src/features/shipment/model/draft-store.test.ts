import { contactSchema, newConsignment } from '@skeppa/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '@/shared/session/store-registry';
import { makeCustomer } from '@/test/customer';
import { DRAFT_STORAGE_KEY, draftActions, useDraftStore } from './draft-store';

const draft = () => useDraftStore.getState().draft!;
const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');

describe('shipment draft store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useDraftStore.setState({ draft: null });
  });

  it('starts from the template and the customer: own address as sender, settings as defaults', () => {
    draftActions.start(
      newConsignment(),
      makeCustomer({ postcode: '41101', city: 'Göteborg', noPickup: true }),
    );
    expect(draft().from).toEqual({ countrycode: 'SE', postcode: '41101', city: 'Göteborg', state: '' });
    expect(draft().to.countrycode).toBe('SE');
    expect(draft()).toMatchObject({ consigneeType: 'company', pickup: false, templateName: null });
    expect(draft().goods).toHaveLength(1);
  });

  it('starts the sender from the sender favourite, in full, rather than the company address', () => {
    const favourite = contactSchema.parse({
      id: 4,
      custId: 7,
      fullName: 'Eva Berg',
      company: 'Lagerhuset AB',
      firstName: 'Eva',
      lastName: 'Berg',
      address1: 'Hamngatan 1',
      postcode: '11351',
      city: 'Stockholm',
      mobile: '0701234567',
    });
    draftActions.start(newConsignment(), makeCustomer({ postcode: '41101', city: 'Göteborg' }), favourite);
    expect(draft().from).toEqual({ countrycode: 'SE', postcode: '11351', city: 'Stockholm', state: '' });
    const sender = draft().base.parts.find((p) => p.role === 'consignor');
    expect(sender?.address).toMatchObject({ id: 4, name: 'Lagerhuset AB', address: ['Hamngatan 1', ''] });
    expect(sender?.communication).toMatchObject({
      contactPerson: 'Eva Berg',
      mobile: { value: '0701234567' },
    });
  });

  it('follows a change of the customer’s defaults where the user has not chosen otherwise', () => {
    draftActions.start(newConsignment(), makeCustomer({ consigneeType: 'company', noPickup: false }));
    const before = draft();
    draftActions.followCustomer(makeCustomer({ consigneeType: 'company', noPickup: false }));
    expect(draft()).toBe(before);

    draftActions.followCustomer(makeCustomer({ consigneeType: 'private', noPickup: true }));
    expect(draft()).toMatchObject({ consigneeType: 'private', pickup: false });

    // A choice made in the form stays when the default moves again.
    draftActions.setConsigneeType('company');
    draftActions.followCustomer(makeCustomer({ consigneeType: 'private', noPickup: false }));
    expect(draft()).toMatchObject({ consigneeType: 'company', pickup: true });
  });

  it('is kept in sessionStorage and read back after a reload', async () => {
    draftActions.start(newConsignment());
    draftActions.setPlace('to', { postcode: '41104' });
    draftActions.setRow(draft().goods[0]!.id, { weight: '12,' });
    expect(stored().state.draft.to.postcode).toBe('41104');

    // As after a reload: memory is empty, the tab's sessionStorage still holds the draft.
    const saved = sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
    useDraftStore.setState({ draft: null });
    sessionStorage.setItem(DRAFT_STORAGE_KEY, saved);
    await useDraftStore.persist.rehydrate();
    expect(draft().to.postcode).toBe('41104');
    // Exactly as typed, half-finished number included.
    expect(draft().goods[0]!.weight).toBe('12,');
  });

  it('fills and clears pallet sizes as the package type changes, and keeps one row at least', () => {
    draftActions.start(newConsignment());
    const id = draft().goods[0]!.id;
    draftActions.setPackageType(id, 'pallet');
    expect(draft().goods[0]).toMatchObject({ length: '120', width: '80', isStackable: null });
    draftActions.setRow(id, { isStackable: true });
    // What was said about stacking a pallet does not carry over to another type.
    draftActions.setPackageType(id, 'halfpallet');
    expect(draft().goods[0]).toMatchObject({ length: '60', width: '80', isStackable: null });
    draftActions.setPackageType(id, 'parcel');
    expect(draft().goods[0]).toMatchObject({ length: '', width: '' });
    draftActions.removeRow(id);
    expect(draft().goods).toHaveLength(1);
    draftActions.addRow();
    draftActions.removeRow(id);
    expect(draft().goods.map((g) => g.id)).not.toContain(id);
  });

  it('is cleared, stored copy included, when the session ends', () => {
    draftActions.start(newConsignment());
    draftActions.chooseService('dsv_groupage');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    resetAllStores();
    expect(useDraftStore.getState().draft).toBeNull();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
