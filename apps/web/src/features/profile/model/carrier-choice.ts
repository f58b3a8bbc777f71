import { CARRIERS, type CarrierListEntry } from '@skeppa/domain';

/** One carrier as the profile lists it. */
export interface CarrierChoice {
  code: number;
  name: string;
  logoName: string;
  /** In service with Skeppa; PostNord and TNT are not (SPEC §1). */
  available: boolean;
  /** Switched on in the customer's list. */
  chosen: boolean;
}

/** Every carrier of the product in its order, with whether the customer uses it. */
export function carrierChoices(list: readonly CarrierListEntry[]): CarrierChoice[] {
  return CARRIERS.map((c) => ({
    code: c.code,
    name: c.name,
    logoName: c.logoName,
    available: c.active,
    chosen: c.active && (list.find((e) => e.code === c.code)?.active ?? false),
  }));
}

/**
 * The customer's list with one carrier switched on or off. A carrier not yet in the list is added
 * at the end; the rest keep their order and values, so nothing else changes.
 */
export function withCarrierActive(
  list: readonly CarrierListEntry[],
  code: number,
  active: boolean,
): CarrierListEntry[] {
  if (list.some((e) => e.code === code)) return list.map((e) => (e.code === code ? { ...e, active } : e));
  const carrier = CARRIERS.find((c) => c.code === code);
  if (!carrier) return [...list];
  const { name, logoName } = carrier;
  return [...list, { code, name, logoName, priceSupplier: code, active }];
}
