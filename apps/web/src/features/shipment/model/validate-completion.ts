import {
  customsInvoiceRequired,
  type FreightService,
  type GoodsDescriptionProblem,
  goodsDescriptionProblem,
  insuranceTermsText,
  insuredValueProblem,
  isEmail,
  type Part,
  serviceOptionFieldProblem,
  servicePointProblem,
  templateNameFlags,
} from '@skeppa/domain';
import type { Completion, OfferedService } from './completion';
import { parseDecimal } from './parse-number';
import { pickupWindow, timeOf } from './pickup-time';
import type { FieldErrors } from './validate-draft';

type Flags = Pick<
  FreightService,
  | 'mandatoryNameConsignor'
  | 'mandatoryNameConsignee'
  | 'mandatoryMobileConsignor'
  | 'mandatoryMobileConsignee'
  | 'pickupTime'
> &
  Partial<Pick<FreightService, 'supplierId' | 'locationFinder' | 'locationFinderUPS'>>;

const required = { key: 'validation.required' };
const DESCRIPTION_KEYS: Record<GoodsDescriptionProblem, string> = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  vague: 'shipment.complete.goods.vague',
};

function validatePart(part: Part, errors: FieldErrors, mandatory: { name: boolean; mobile: boolean }) {
  const at = (field: string, bad: boolean, key = 'validation.required') => {
    if (bad) errors[`${part.role}.${field}`] = { key };
  };
  const a = part.address;
  at('name', !a.name.trim());
  at('address0', !a.address[0].trim());
  at('postcode', !a.postcode.trim());
  at('city', !a.city.trim());
  const c = part.communication;
  at('contactPerson', mandatory.name && !c.contactPerson.trim());
  at(
    'mobile',
    (mandatory.mobile || c.mobile.notify) && c.mobile.value.trim().length < 5,
    'validation.required',
  );
  const email = c.email.value.trim();
  if (email && !isEmail(email)) errors[`${part.role}.email`] = { key: 'validation.email' };
  else at('email', c.email.notify && !email);
}

/**
 * What stops step 3's shipment from being booked, by field: the same keys as the screen's field
 * names. Save for later skips this: the server fills what is missing with placeholders.
 * `isPickupDay` says whether a date can be chosen (weekends and Swedish holidays cannot).
 */
export function validateCompletion(
  completion: Completion,
  template: Flags | undefined,
  offered: readonly Pick<OfferedService, 'type' | 'fields'>[],
  isPickupDay: (isoDate: string) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const { consignment } = completion;
  for (const part of consignment.parts) {
    const sender = part.role === 'consignor';
    const receiver = part.role === 'consignee';
    validatePart(part, errors, {
      name: Boolean(
        (sender && template?.mandatoryNameConsignor) || (receiver && template?.mandatoryNameConsignee),
      ),
      mobile: Boolean(
        (sender && template?.mandatoryMobileConsignor) || (receiver && template?.mandatoryMobileConsignee),
      ),
    });
  }
  // Customs read the goods' description too where the goods cross the EU's border.
  const country = (role: string) => consignment.parts.find((p) => p.role === role)?.address.countrycode ?? '';
  const crossesEuBorder = customsInvoiceRequired(country('consignor'), country('consignee'));
  for (const g of consignment.goodsItem) {
    const problem = goodsDescriptionProblem(g.goodsType, crossesEuBorder);
    if (problem) errors[`goods.${g.id}.goodsType`] = { key: DESCRIPTION_KEYS[problem] };
  }
  const { pickup, tod } = consignment.transportProduct;
  if (!completion.noPickup) {
    if (!pickup.date) errors['pickup.date'] = required;
    else if (!isPickupDay(pickup.date)) errors['pickup.date'] = { key: 'shipment.complete.notPickupDay' };
    const earliest = timeOf(pickup.earliest);
    const latest = timeOf(pickup.latest);
    if (!earliest) errors['pickup.earliest'] = required;
    if (!latest) errors['pickup.latest'] = required;
    const window = pickupWindow(template?.pickupTime ?? '');
    if (window && earliest && (earliest < window.from || earliest > window.to))
      errors['pickup.earliest'] = { key: 'shipment.complete.outsideWindow' };
    if (window && latest && (latest < window.from || latest > window.to))
      errors['pickup.latest'] = { key: 'shipment.complete.outsideWindow' };
    if (earliest && latest && earliest >= latest && !errors['pickup.latest'])
      errors['pickup.latest'] = { key: 'shipment.complete.latestBeforeEarliest' };
  }
  if (template?.supplierId !== undefined) {
    const problem = servicePointProblem(
      {
        supplierId: template.supplierId,
        locationFinder: template.locationFinder ?? false,
        locationFinderUPS: template.locationFinderUPS ?? false,
      },
      consignment.transportProduct.servicePoint ?? null,
    );
    if (problem) errors.servicePoint = { key: 'shipment.servicePoint.required' };
  }
  const flags = templateNameFlags(completion.templateName);
  if ((flags.dap || flags.exw) && !tod.combiterm.trim()) errors['tod.combiterm'] = required;
  if ((flags.dap || flags.exw) && !tod.location.trim()) errors['tod.location'] = required;
  for (const chosen of completion.services) {
    const option = offered.find((o) => o.type === chosen.type);
    for (const field of option?.fields ?? []) {
      const problem = serviceOptionFieldProblem(chosen.fields[field.name], field);
      if (problem) errors[`service.${chosen.type}.${field.name}`] = { key: problem };
    }
  }
  if (completion.insured) {
    const value = parseDecimal(completion.goodsValue);
    const problem = insuredValueProblem(value.kind === 'number' ? value.value : null);
    if (problem === 'required') errors.goodsValue = required;
    if (problem === 'min')
      errors.goodsValue = { key: 'shipment.validation.min', values: { min: insuranceTermsText().min } };
    if (problem === 'max')
      errors.goodsValue = { key: 'shipment.validation.max', values: { max: insuranceTermsText().max } };
  }
  return errors;
}
