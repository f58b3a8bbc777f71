import {
  ACTIVE_CARRIERS,
  isSwedishPostcode,
  postcodeKey,
  type ServicePointList,
  type ServicePointQuery,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Carriers } from '../carriers/index.ts';
import type { CustomerService } from '../customers/index.ts';

/**
 * The service points of a carrier near the receiver's postcode (issue 31.6), asked of the carrier
 * under the caller's agreement with it (UPS finds an account's private points by it). No points
 * is the error SPEC §8 names, so the finder shows it as it shows any other.
 */
export function servicePointService(deps: { carriers: Carriers; customers: CustomerService }) {
  async function near(user: AccessClaims, query: ServicePointQuery): Promise<ServicePointList> {
    if (!ACTIVE_CARRIERS.some((c) => c.code === query.supplierId))
      throw new AppError('servicepoint.carrier_unknown');
    const postcode = postcodeKey(query.postcode);
    if (query.countryCode === 'SE' && !isSwedishPostcode(postcode)) throw new AppError('postcode.invalid');
    const { agreementNo } = await deps.customers.agreementNo(user, user.customerId, query.supplierId);
    const servicePoints = await deps.carriers
      .forCarrier(query.supplierId)
      .servicePoints(
        { postcode, countryCode: query.countryCode, limit: query.limit },
        { customerId: user.customerId, account: agreementNo },
      );
    if (servicePoints.length === 0) throw new AppError('servicepoint.not_found');
    return { servicePoints: servicePoints.slice(0, query.limit) };
  }
  return { near };
}
