/** Carriers known to the product. Inactive carriers are never priced or booked. */
export interface CarrierConstant {
  code: number;
  name: string;
  logoName: string;
  active: boolean;
}

export const CARRIERS = [
  { code: 131, name: 'DHL Express', logoName: 'dhl-express', active: true },
  { code: 116, name: 'DHL Freight', logoName: 'dhl-freight', active: true },
  { code: 4, name: 'DSV', logoName: 'dsv', active: true },
  { code: 225, name: 'UPS', logoName: 'ups', active: true },
  { code: 71, name: 'PostNord', logoName: 'postnord', active: false },
  { code: 210, name: 'TNT', logoName: 'tnt', active: false },
] as const satisfies readonly CarrierConstant[];

export type CarrierCode = (typeof CARRIERS)[number]['code'];

export const ACTIVE_CARRIERS = CARRIERS.filter((c) => c.active);

export function carrierByCode(code: number): CarrierConstant | undefined {
  return CARRIERS.find((c) => c.code === code);
}
