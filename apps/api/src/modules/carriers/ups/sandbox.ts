import { upsTrackingNumber } from '@skeppa/domain';
import { upsPackageSeq } from '../../../db/schema/index.ts';
import type { SandboxCarrier } from '../sandbox/adapter.ts';
import { packageGoodsLines } from '../sandbox/checks.ts';
import { CHAINS, type PointNetwork, pointSites } from '../sandbox/service-points.ts';
import { servicePointsFromUpsLocator } from './locator.ts';
import { sandboxLocatorResponse } from './sandbox-locator.ts';

// UPS Access Points: kiosks, convenience stores, shipping shops and UPS's own lockers; the public
// access point id is a U and eight digits.
const ACCESS_POINTS: PointNetwork = {
  carrierCode: 225,
  chains: [CHAINS.pressbyran, CHAINS.sevenEleven, CHAINS.circleK, CHAINS.mailBoxes, CHAINS.upsLocker],
  id: (n) => `U${String(n).padStart(8, '0')}`,
};

const ACCOUNT = /^[0-9A-Z]{6}$/;
const SERVICE = /^[0-9A-Z]{2}$/;

/**
 * UPS's Shipping API, played by the sandbox: 70 kg a package, 274 cm long and 400 cm length plus
 * girth, the shipper's phone, and a 1Z number per package made of the shipper account, the
 * service code and a package id; the first package's number identifies the shipment.
 */
export const upsSandbox: SandboxCarrier = {
  carrierCode: 225,
  limits: { maxWeightKg: 70, maxLengthCm: 274, maxWidthCm: 274, maxHeightCm: 274, maxLengthAndGirthCm: 400 },
  phoneRequired: ['consignor'],
  // Answered as UPS's Locator would and read through the mapper the live adapter will use.
  servicePoints: (place) =>
    servicePointsFromUpsLocator(sandboxLocatorResponse(pointSites(ACCESS_POINTS, place))),
  ownProblems(req, ctx) {
    const problems = [];
    if (!ACCOUNT.test(ctx.account))
      problems.push({
        code: 'carrier.account_invalid',
        description: `Shipper number ${ctx.account} is invalid`,
      });
    if (!SERVICE.test(req.product.code))
      problems.push({
        code: 'carrier.product_unknown',
        description: `Service code ${req.product.code} is invalid`,
      });
    return problems;
  },
  async number(req, ctx, draw) {
    const lines = packageGoodsLines(req);
    const [ids = []] = await draw([{ sequence: upsPackageSeq, count: lines.length }]);
    const packages = lines.map((goodsLine, i) => ({
      number: upsTrackingNumber(ctx.account, req.product.code, (ids[i] as string).padStart(7, '0')),
      goodsLine,
    }));
    return { consignmentNo: (packages[0] as { number: string }).number, packages };
  },
};
