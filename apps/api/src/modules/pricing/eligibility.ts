import { postcodeKey, templateNameFlags } from '@skeppa/domain';
import type { TariffBook, TemplateRow, ZoneRow } from './tariff-book.ts';
import type { PricingCustomer, PricingInput } from './types.ts';

/**
 * The most specific zone of the template for the route. Only zones for the origin count (a zone
 * without origin countries takes any origin the template takes); among them, by destination:
 * postcode range, then country, then '*' — which only stands for countries the template names
 * nowhere else.
 */
export function matchZone(
  zones: ZoneRow[],
  from: PricingInput['from'],
  to: PricingInput['to'],
): ZoneRow | undefined {
  const postcode = postcodeKey(to.postcode);
  let listed = false;
  let byCountry: ZoneRow | undefined;
  let anywhere: ZoneRow | undefined;
  for (const z of zones) {
    if (z.originCountries.length > 0 && !z.originCountries.includes(from.countrycode)) continue;
    if (z.countries.includes(to.countrycode)) {
      listed = true;
      if (!z.postcodeFrom || !z.postcodeTo) byCountry ??= z;
      else if (
        postcode.length === z.postcodeFrom.length &&
        postcode >= z.postcodeFrom &&
        postcode <= z.postcodeTo
      )
        return z;
    } else if (z.countries.includes('*')) anywhere ??= z;
  }
  return byCountry ?? (listed ? undefined : anywhere);
}

/** A template is the customer's to use when its carrier is in service and one of their active carriers. */
export function customerMayUse(
  book: TariffBook,
  t: TemplateRow,
  customer: Pick<PricingCustomer, 'carriers'>,
) {
  return book.activeCarriers.has(t.supplierId) && customer.carriers.has(t.supplierId);
}

export const isNoPickupTemplate = (t: TemplateRow) => templateNameFlags(t.templateName).noPickup;

/**
 * Whether a template can carry this consignment for this customer (DESIGN §5, step 1). Returns the
 * zone it goes in, or undefined when the template does not fit.
 */
export function eligibleZone(
  book: TariffBook,
  t: TemplateRow,
  input: PricingInput,
  customer: PricingCustomer,
): ZoneRow | undefined {
  if (!customerMayUse(book, t, customer)) return undefined;
  if (t.minMemberLevel > customer.memberLevel) return undefined;
  if (!t.consigneeTypes.includes(input.consigneeType)) return undefined;
  // Drop-off variants only when no pickup is wanted; then they stand in for their pickup twin.
  if (input.pickup ? isNoPickupTemplate(t) : t.noPickupTemplateExists) return undefined;
  if (!t.fromCountries.includes(input.from.countrycode)) return undefined;
  if (!goodsFit(t, input)) return undefined;
  return matchZone(book.zonesByTemplate.get(t.id) ?? [], input.from, input.to);
}

/**
 * The limits are per package: a row's weight is shared by its packages, and a package may be
 * turned on the floor (length and width swap), never tipped over (the height stays).
 */
function goodsFit(t: TemplateRow, input: PricingInput) {
  let packages = 0;
  for (const g of input.goods) {
    packages += g.noOfPackages;
    if (!t.packageTypes.includes(g.packageType)) return false;
    if (g.weight / g.noOfPackages > t.maxWeightPerPackage) return false;
    if (g.height > t.maxHeight) return false;
    const asGiven = g.length <= t.maxLength && g.width <= t.maxWidth;
    const turned = g.width <= t.maxLength && g.length <= t.maxWidth;
    if (!asGiven && !turned) return false;
  }
  return packages <= t.maxPackages;
}
