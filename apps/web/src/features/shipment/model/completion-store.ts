import type { Part, PartRole, ServicePoint, TransportProduct } from '@skeppa/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '@/shared/session/store-registry';
import { type Completion, newOptionalPart, type OptionalRole } from './completion';

export const COMPLETION_STORAGE_KEY = 'skeppa.shipment-completion';

/**
 * Step 3's shipment, in sessionStorage like the price draft: a reload keeps what was typed, the
 * closing of the tab or a logout does not.
 */
export const useCompletionStore = create<{ completion: Completion | null }>()(
  persist(() => ({ completion: null as Completion | null }), {
    name: COMPLETION_STORAGE_KEY,
    storage: createJSONStorage(() => sessionStorage),
    version: 1,
  }),
);

function update(change: (c: Completion) => Completion) {
  useCompletionStore.setState((s) => (s.completion ? { completion: change(s.completion) } : s));
}

function updateConsignment(change: (c: Completion['consignment']) => Completion['consignment']) {
  update((c) => ({ ...c, consignment: change(c.consignment) }));
}

function updateProduct(change: (p: TransportProduct) => TransportProduct) {
  updateConsignment((c) => ({ ...c, transportProduct: change(c.transportProduct) }));
}

export const completionActions = {
  start: (completion: Completion) => useCompletionStore.setState({ completion }),
  setPart: (part: Part) =>
    updateConsignment((c) => ({ ...c, parts: c.parts.map((p) => (p.role === part.role ? part : p)) })),
  addPart: (role: OptionalRole) =>
    updateConsignment((c) =>
      c.parts.some((p) => p.role === role) ? c : { ...c, parts: [...c.parts, newOptionalPart(role)] },
    ),
  removePart: (role: PartRole) =>
    updateConsignment((c) => ({
      ...c,
      parts: c.parts.filter((p) => p.role !== role || p.role === 'consignor' || p.role === 'consignee'),
    })),
  setPickup: (patch: Partial<TransportProduct['pickup']>) =>
    updateProduct((p) => ({ ...p, pickup: { ...p.pickup, ...patch } })),
  setPickupInstruction: (text: string) =>
    updateProduct((p) => ({ ...p, pickup: { ...p.pickup, instruction: text ? [{ text }] : [] } })),
  setDeliveryInstruction: (text: string) =>
    updateProduct((p) => ({ ...p, delivery: { instruction: text ? [{ text }] : [] } })),
  setTod: (patch: Partial<TransportProduct['tod']>) =>
    updateProduct((p) => ({ ...p, tod: { ...p.tod, ...patch } })),
  /** The service point the goods go to (locationFinder templates), as the finder listed it. */
  setServicePoint: (servicePoint: ServicePoint | null) => updateProduct((p) => ({ ...p, servicePoint })),
  setSenderOrderRef: (senderOrderRef: string) => updateConsignment((c) => ({ ...c, senderOrderRef })),
  /** What the goods of one line are: its description, as carriers and customs read it. */
  setGoodsType: (id: string, goodsType: string) =>
    updateConsignment((c) => ({
      ...c,
      goodsItem: c.goodsItem.map((g) => (g.id === id ? { ...g, goodsType } : g)),
    })),
  toggleService: (type: string, on: boolean) =>
    update((c) => ({
      ...c,
      services: on
        ? [...c.services.filter((s) => s.type !== type), { type, fields: {} }]
        : c.services.filter((s) => s.type !== type),
    })),
  setServiceField: (type: string, name: string, value: string) =>
    update((c) => ({
      ...c,
      services: c.services.map((s) =>
        s.type === type ? { ...s, fields: { ...s.fields, [name]: value } } : s,
      ),
    })),
  /** Ticked with no goods value typed yet, the customer's saved default value is filled in. */
  setInsured: (insured: boolean, defaultGoodsValue = '') =>
    update((c) => ({
      ...c,
      insured,
      goodsValue: insured && c.goodsValue.trim() === '' ? defaultGoodsValue : c.goodsValue,
    })),
  setGoodsValue: (goodsValue: string) => update((c) => ({ ...c, goodsValue })),
  /** What the server answered on a save: its ids, so the next save updates the same shipment. */
  saved: (orderNo: string | null, consignmentId: number | null) =>
    update((c) => {
      const no = orderNo ?? c.orderNo;
      return { ...c, orderNo: no, consignment: { ...c.consignment, orderNo: no, consignmentId } };
    }),
  clear: () => useCompletionStore.setState({ completion: null }),
};

registerStoreReset(() => {
  useCompletionStore.setState({ completion: null });
  useCompletionStore.persist.clearStorage();
});
