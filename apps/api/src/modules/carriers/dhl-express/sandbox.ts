import { dhlExpressPieceId, dhlExpressWaybill } from '@skeppa/domain';
import { dhlExpressPieceSeq, dhlExpressWaybillSeq } from '../../../db/schema/index.ts';
import type { SandboxCarrier } from '../sandbox/adapter.ts';
import { packageGoodsLines } from '../sandbox/checks.ts';
import { CHAINS, type PointNetwork, pointSites, servicePointOf } from '../sandbox/service-points.ts';

// DHL Express ServicePoints: kiosks, fuel stations and shipping shops; ids in the station form.
const POINTS: PointNetwork = {
  carrierCode: 131,
  chains: [CHAINS.circleK, CHAINS.pressbyran, CHAINS.sevenEleven, CHAINS.okq8, CHAINS.mailBoxes],
  id: (n) => `SE-${String(n % 100_000).padStart(5, '0')}`,
};

/**
 * DHL Express's MyDHL API, played by the sandbox: 70 kg and 120 × 80 × 80 cm a piece, a phone
 * number for shipper and receiver (MyDHL requires one in each contact), a 10-digit waybill (mod 7)
 * and a licence plate per piece.
 */
export const dhlExpressSandbox: SandboxCarrier = {
  carrierCode: 131,
  limits: { maxWeightKg: 70, maxLengthCm: 120, maxWidthCm: 80, maxHeightCm: 80 },
  phoneRequired: ['consignor', 'consignee'],
  servicePoints: (place) => pointSites(POINTS, place).map((s) => servicePointOf(POINTS, s)),
  async number(req, _ctx, draw) {
    const lines = packageGoodsLines(req);
    const [[waybill] = [], pieces = []] = await draw([
      { sequence: dhlExpressWaybillSeq, count: 1 },
      { sequence: dhlExpressPieceSeq, count: lines.length },
    ]);
    return {
      consignmentNo: dhlExpressWaybill(waybill as string),
      packages: lines.map((goodsLine, i) => ({
        number: dhlExpressPieceId((pieces[i] as string).padStart(15, '0')),
        goodsLine,
      })),
    };
  },
};
