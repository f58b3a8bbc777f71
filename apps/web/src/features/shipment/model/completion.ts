import {
  CONSIGNEE_PART_ID,
  CONSIGNOR_PART_ID,
  type Consignment,
  type FreightServiceOption,
  newPart,
  type Part,
  type PartRole,
  type Quote,
} from '@skeppa/domain';
import type { ShipmentDraft } from './draft';
import { toConsignment } from './to-consignment';

/** An added service step 3 offers: its name and price from the quote, the fields it asks for. */
export type OfferedService = Quote['serviceOptions'][number] & Pick<FreightServiceOption, 'fields'>;

/** An added service the user chose in step 3, with what they typed into its fields. */
export interface ChosenService {
  type: string;
  fields: Record<string, string>;
}

/**
 * Step 3's shipment: the priced consignment with everything a booking needs. Kept apart from the
 * price draft so that going back to step 1 and forward again keeps what was typed here, as long
 * as the same service is chosen for the same goods.
 */
export interface Completion {
  templateName: string;
  /** What was priced when step 3 started; a new price or service starts a new completion. */
  pricedKey: string;
  consignment: Consignment;
  consigneeType: ShipmentDraft['consigneeType'];
  noPickup: boolean;
  services: ChosenService[];
  insured: boolean;
  goodsValue: string;
  /** Set once saved: a later save updates the same order and consignment. */
  orderNo: string | null;
}

/** The optional parts, in the order of SPEC §4; sender and receiver are always there. */
export const OPTIONAL_ROLES = ['receivingAgent', 'pickupAddress', 'customsVATPayer'] as const;
export type OptionalRole = (typeof OPTIONAL_ROLES)[number];

const PART_IDS: Record<PartRole, number> = {
  consignor: CONSIGNOR_PART_ID,
  consignee: CONSIGNEE_PART_ID,
  receivingAgent: 3,
  pickupAddress: 4,
  customsVATPayer: 5,
};

export function partIdOf(role: PartRole): number {
  return PART_IDS[role];
}

export function newOptionalPart(role: OptionalRole): Part {
  return newPart(role, PART_IDS[role]);
}

/** What identifies a priced draft with its chosen service. */
export function pricedKeyOf(draft: ShipmentDraft): string {
  const { base: _base, defaults: _defaults, ...priced } = draft;
  return JSON.stringify(priced);
}

/** A new completion from the priced draft and the service chosen in step 2. */
export function newCompletion(draft: ShipmentDraft, templateName: string): Completion {
  const { consigneeType, noPickup, ...consignment } = toConsignment(draft);
  return {
    templateName,
    pricedKey: pricedKeyOf(draft),
    consignment: {
      ...consignment,
      templateName,
      transportProduct: { ...consignment.transportProduct, templateName },
    },
    consigneeType,
    noPickup,
    services: [],
    insured: false,
    goodsValue: '',
    orderNo: null,
  };
}

export function partOf(c: Consignment, role: PartRole): Part | undefined {
  return c.parts.find((p) => p.role === role);
}
