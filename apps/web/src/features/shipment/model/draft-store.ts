import type { Consignment, Contact, Customer, PackageTypeCode } from '@skeppa/domain';
import { fixedDimensionsOf } from '@skeppa/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '@/shared/session/store-registry';
import {
  type GoodsRowForm,
  newDraft,
  newGoodsRow,
  type PlaceForm,
  type ShipmentDraft,
  withCustomerDefaults,
} from './draft';
import { isEmptyRow } from './package-favourite';

export const DRAFT_STORAGE_KEY = 'skeppa.shipment-draft';

interface DraftState {
  draft: ShipmentDraft | null;
}

/**
 * The shipment being priced. Kept in sessionStorage: it survives a reload and the way back from
 * step 2, but not the closing of the tab, and logout clears it with every other store.
 */
export const useDraftStore = create<DraftState>()(
  persist(() => ({ draft: null as ShipmentDraft | null }), {
    name: DRAFT_STORAGE_KEY,
    storage: createJSONStorage(() => sessionStorage),
    // A draft saved by an older shape of this store is dropped rather than misread.
    version: 2,
  }),
);

function update(change: (d: ShipmentDraft) => ShipmentDraft) {
  useDraftStore.setState((s) => {
    if (!s.draft) return s;
    const draft = change(s.draft);
    return draft === s.draft ? s : { draft };
  });
}

function updateRow(id: string, change: (r: GoodsRowForm) => GoodsRowForm) {
  update((d) => ({ ...d, goods: d.goods.map((r) => (r.id === id ? change(r) : r)) }));
}

/**
 * Switching to a pallet fills its fixed length and width; switching away clears them again. What
 * was said about stacking belonged to the other type: the new type starts from the rule.
 */
function withPackageType(row: GoodsRowForm, packageType: PackageTypeCode): GoodsRowForm {
  const next = { ...row, packageType, isStackable: null };
  const fixed = fixedDimensionsOf(packageType);
  if (fixed) return { ...next, length: String(fixed.length), width: String(fixed.width) };
  const wasFixed = fixedDimensionsOf(row.packageType) !== null;
  return { ...next, ...(wasFixed ? { length: '', width: '' } : {}) };
}

export const draftActions = {
  start: (template: Consignment, customer?: Customer, favourite?: Contact | null) =>
    useDraftStore.setState({ draft: newDraft(template, customer, favourite) }),
  /** A draft made elsewhere, such as a copy of a booked shipment. */
  startFrom: (draft: ShipmentDraft) => useDraftStore.setState({ draft }),
  /** The customer's defaults changed (in the profile): an open draft follows where untouched. */
  followCustomer: (customer: Customer) => update((d) => withCustomerDefaults(d, customer)),
  setPlace: (which: 'from' | 'to', patch: Partial<PlaceForm>) =>
    update((d) => ({ ...d, [which]: { ...d[which], ...patch } })),
  setConsigneeType: (consigneeType: ShipmentDraft['consigneeType']) =>
    update((d) => ({ ...d, consigneeType })),
  setPickup: (pickup: boolean) => update((d) => ({ ...d, pickup })),
  setRow: (id: string, patch: Partial<Omit<GoodsRowForm, 'id' | 'packageType'>>) =>
    updateRow(id, (r) => ({ ...r, ...patch })),
  setPackageType: (id: string, packageType: PackageTypeCode) =>
    updateRow(id, (r) => withPackageType(r, packageType)),
  addRow: () => update((d) => ({ ...d, goods: [...d.goods, newGoodsRow()] })),
  /** A picked package favourite fills the first row while it is empty, else comes as a new row. */
  addFavouriteRow: (row: GoodsRowForm) =>
    update((d) => {
      const [first, ...rest] = d.goods;
      if (d.goods.length === 1 && first && isEmptyRow(first)) return { ...d, goods: [row, ...rest] };
      return { ...d, goods: [...d.goods, row] };
    }),
  /** At least one goods row always stays. */
  removeRow: (id: string) =>
    update((d) => (d.goods.length > 1 ? { ...d, goods: d.goods.filter((r) => r.id !== id) } : d)),
  chooseService: (templateName: string) => update((d) => ({ ...d, templateName })),
  /** A new, empty form: the next visit of the form starts the draft afresh. */
  clear: () => useDraftStore.setState({ draft: null }),
};

registerStoreReset(() => {
  useDraftStore.setState({ draft: null });
  useDraftStore.persist.clearStorage();
});
