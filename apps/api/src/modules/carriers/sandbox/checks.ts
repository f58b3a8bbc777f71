import {
  type CodedError,
  EMAIL_NOTICE_MISSING_CODE,
  goodsDescriptionProblem,
  isEmail,
  isEmptyValue,
  isIsoDate,
  type Part,
  postcodeProblem,
  postcodeRequired,
  serviceOptionFieldProblem,
  todayInStockholm,
} from '@skeppa/domain';
import type { CarrierBookingRequest } from '../types.ts';

/** A carrier's own outer limits per package (kg, cm); the booked product's limits narrow them. */
export interface PackageLimits {
  maxWeightKg: number;
  maxLengthCm: number;
  maxWidthCm: number;
  maxHeightCm: number;
  /** Length plus twice width plus twice height (UPS's "length and girth"); absent: no such rule. */
  maxLengthAndGirthCm?: number;
}

export interface CarrierChecks {
  limits: PackageLimits;
  /** Parties the carrier must be able to phone (a phone or a mobile number). */
  phoneRequired: readonly ('consignor' | 'consignee')[];
}

/**
 * The carriers' words for the refusal our SPEC shows as "E-post saknas för mottagare": the e-mail
 * notice asked for without an address to send it to (presentConsignmentError maps it).
 */
export const EMAIL_NOTICE_REFUSAL =
  'Service option NOTIFICATION_EMAIL cannot be combined with NOTIFICATION_SMS';

const error = (code: string, description: string): CodedError => ({ code, description });

function partProblems(part: Part): CodedError[] {
  const a = part.address;
  const missing = [
    ['name', a.name],
    ['street', a.address[0]],
    ['postcode', postcodeRequired(a.countrycode) ? a.postcode : 'none asked'],
    ['city', a.city],
    ['countrycode', a.countrycode],
  ].filter(([, v]) => isEmptyValue(v));
  if (missing.length > 0) {
    const fields = missing.map(([f]) => f).join(', ');
    return [error(`carrier.${part.role}.address_incomplete`, `${part.role}: ${fields} missing`)];
  }
  if (postcodeProblem(a.postcode, a.countrycode))
    return [
      error(`carrier.${part.role}.postcode_invalid`, `${part.role}: postcode ${a.postcode} is invalid`),
    ];
  return [];
}

function mandatoryFlagProblems(req: CarrierBookingRequest, parts: Map<string, Part>): CodedError[] {
  const p = req.product;
  const rules = [
    ['consignor', 'name', p.mandatoryNameConsignor],
    ['consignee', 'name', p.mandatoryNameConsignee],
    ['consignor', 'mobile', p.mandatoryMobileConsignor],
    ['consignee', 'mobile', p.mandatoryMobileConsignee],
  ] as const;
  return rules.flatMap(([role, what, mandatory]) => {
    const c = parts.get(role)?.communication;
    const value = what === 'name' ? c?.contactPerson : c?.mobile.value;
    if (!mandatory || !isEmptyValue(value)) return [];
    const label = what === 'name' ? 'contact name' : 'mobile number';
    return [error(`carrier.${role}.${what}_missing`, `The ${role}'s ${label} is mandatory for this product`)];
  });
}

function phoneProblems(checks: CarrierChecks, parts: Map<string, Part>): CodedError[] {
  return checks.phoneRequired.flatMap((role) => {
    const c = parts.get(role)?.communication;
    if (c && (!isEmptyValue(c.phone) || !isEmptyValue(c.mobile.value))) return [];
    return [error(`carrier.${role}.phone_missing`, `A phone number of the ${role} is required`)];
  });
}

function noticeProblems(consignee: Part | undefined): CodedError[] {
  const c = consignee?.communication;
  if (!c) return [];
  const problems: CodedError[] = [];
  if (c.email.notify && !isEmail(c.email.value))
    problems.push(error(EMAIL_NOTICE_MISSING_CODE, EMAIL_NOTICE_REFUSAL));
  if (c.mobile.notify && isEmptyValue(c.mobile.value))
    problems.push(error('carrier.consignee.mobile_notice_missing', 'SMS notice requires a mobile number'));
  return problems;
}

/** The product's limit where it names one (0: none), else the carrier's. */
const narrower = (carrier: number, product: number) => (product > 0 ? Math.min(carrier, product) : carrier);

function packageProblems(req: CarrierBookingRequest, limits: PackageLimits): CodedError[] {
  if (req.goodsItems.length === 0)
    return [error('carrier.goods.missing', 'A shipment needs at least one package')];
  const p = req.product;
  const maxKg = narrower(limits.maxWeightKg, p.maxWeightPerPackage);
  const maxL = narrower(limits.maxLengthCm, p.maxLength);
  const maxW = narrower(limits.maxWidthCm, p.maxWidth);
  const maxH = narrower(limits.maxHeightCm, p.maxHeight);
  return req.goodsItems.flatMap((g, i) => {
    const line = `Goods line ${i + 1}`;
    if (!(g.weight > 0)) return [error('carrier.package.weight_missing', `${line}: weight is required`)];
    // Each carrier's booking carries what the goods are (docs/carriers.md); none takes a blank.
    const described = goodsDescriptionProblem(g.goodsType, false);
    if (described === 'required')
      return [error('carrier.goods.description_missing', `${line}: a goods description is required`)];
    if (described === 'tooLong')
      return [error('carrier.goods.description_too_long', `${line}: the goods description is too long`)];
    const perPackage = g.weight / g.noOfPackages;
    const problems: CodedError[] = [];
    if (perPackage > maxKg)
      problems.push(
        error('carrier.package.too_heavy', `${line}: ${perPackage} kg per package, at most ${maxKg} kg`),
      );
    // A package may be turned on the floor (length and width swap), never tipped over.
    const fits =
      g.height <= maxH && ((g.length <= maxL && g.width <= maxW) || (g.width <= maxL && g.length <= maxW));
    const girth = g.length + 2 * (g.width + g.height);
    if (!fits || (limits.maxLengthAndGirthCm !== undefined && girth > limits.maxLengthAndGirthCm))
      problems.push(
        error(
          'carrier.package.too_large',
          `${line}: ${g.length}×${g.width}×${g.height} cm exceeds the limits`,
        ),
      );
    return problems;
  });
}

function serviceOptionProblems(req: CarrierBookingRequest): CodedError[] {
  return req.serviceOptions.flatMap((option) =>
    option.fields.flatMap((field) => {
      const problem = serviceOptionFieldProblem(option.values[field.name], field);
      if (!problem) return [];
      return [
        error(
          `carrier.service_option.${option.type}.${field.name}`,
          `Service option ${option.type}, field ${field.name}: ${problem.replace('validation.', '')}`,
        ),
      ];
    }),
  );
}

function pickupProblems(req: CarrierBookingRequest, now: Date): CodedError[] {
  const pickup = req.pickup;
  if (!pickup) return [];
  if (!isIsoDate(pickup.date)) return [error('carrier.pickup.date_invalid', 'The pickup date is not a date')];
  if (pickup.date < todayInStockholm(now))
    return [error('carrier.pickup.date_past', `The pickup date ${pickup.date} has passed`)];
  const earliest = Date.parse(pickup.earliest);
  const latest = Date.parse(pickup.latest);
  if (Number.isNaN(earliest) || Number.isNaN(latest) || earliest >= latest)
    return [error('carrier.pickup.window_invalid', 'The pickup window must end after it starts')];
  return [];
}

/**
 * What every sandbox carrier refuses, in the order a carrier's validation reports it: parties,
 * the product's mandatory contact fields, notices, packages, added services, pickup.
 */
export function bookingProblems(req: CarrierBookingRequest, checks: CarrierChecks, now: Date): CodedError[] {
  const parts = new Map(req.parts.map((p) => [p.role, p]));
  const missingRoles = (['consignor', 'consignee'] as const).filter((r) => !parts.has(r));
  return [
    ...missingRoles.map((r) => error(`carrier.${r}.missing`, `The ${r} is missing`)),
    ...req.parts.flatMap(partProblems),
    ...mandatoryFlagProblems(req, parts),
    ...phoneProblems(checks, parts),
    ...noticeProblems(parts.get('consignee')),
    ...packageProblems(req, checks.limits),
    ...serviceOptionProblems(req),
    ...pickupProblems(req, now),
  ];
}

/** The goods line of each physical package: a line of three packages gives three entries. */
export function packageGoodsLines(req: CarrierBookingRequest): number[] {
  return req.goodsItems.flatMap((g, line) => Array.from({ length: g.noOfPackages }, () => line));
}
