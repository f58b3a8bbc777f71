import { type CarrierCode, luhnWaybill, sscc } from '@skeppa/domain';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { SandboxCarrier } from './adapter.ts';
import { type PackageLimits, packageGoodsLines } from './checks.ts';
import { type PointNetwork, pointSites, servicePointOf } from './service-points.ts';

/** What a road carrier takes on one package at most: what fits on a trailer, by crane if need be. */
export const ROAD_LIMITS: PackageLimits = {
  maxWeightKg: 5_000,
  maxLengthCm: 1_360,
  maxWidthCm: 240,
  maxHeightCm: 270,
};

/**
 * Swedish road carriers (DHL Freight, DSV): a 10-digit waybill with a Luhn check digit and an
 * SSCC-18 per package: extension digit 3, the carrier's GS1 company prefix, a 9-digit serial.
 */
export function roadCarrier(options: {
  carrierCode: CarrierCode;
  waybillSequence: PgSequence;
  ssccSequence: PgSequence;
  /** The 7-digit GS1 company prefix the SSCCs are issued under. */
  ssccPrefix: string;
  /** The carrier's service points (DHL Service Point, DSV's partner shops). */
  points: PointNetwork;
}): SandboxCarrier {
  return {
    servicePoints: (place) => pointSites(options.points, place).map((s) => servicePointOf(options.points, s)),
    carrierCode: options.carrierCode,
    limits: ROAD_LIMITS,
    phoneRequired: [],
    async number(req, _ctx, draw) {
      const lines = packageGoodsLines(req);
      const [[waybill] = [], serials = []] = await draw([
        { sequence: options.waybillSequence, count: 1 },
        { sequence: options.ssccSequence, count: lines.length },
      ]);
      return {
        consignmentNo: luhnWaybill(waybill as string),
        packages: lines.map((goodsLine, i) => ({
          number: sscc(`3${options.ssccPrefix}${(serials[i] as string).padStart(9, '0')}`),
          goodsLine,
        })),
      };
    },
  };
}
