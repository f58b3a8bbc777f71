import { upsTrackingNumber } from '@skeppa/domain';
import { upsPackageSeq } from '../../../db/schema/index.ts';
import type { SandboxCarrier } from '../sandbox/adapter.ts';
import { packageGoodsLines } from '../sandbox/checks.ts';

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
