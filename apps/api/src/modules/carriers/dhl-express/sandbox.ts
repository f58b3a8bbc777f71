import { dhlExpressPieceId, dhlExpressWaybill } from '@skeppa/domain';
import { dhlExpressPieceSeq, dhlExpressWaybillSeq } from '../../../db/schema/index.ts';
import type { SandboxCarrier } from '../sandbox/adapter.ts';
import { packageGoodsLines } from '../sandbox/checks.ts';

/**
 * DHL Express's MyDHL API, played by the sandbox: 70 kg and 120 × 80 × 80 cm a piece, a phone
 * number for shipper and receiver (MyDHL requires one in each contact), a 10-digit waybill (mod 7)
 * and a licence plate per piece.
 */
export const dhlExpressSandbox: SandboxCarrier = {
  carrierCode: 131,
  limits: { maxWeightKg: 70, maxLengthCm: 120, maxWidthCm: 80, maxHeightCm: 80 },
  phoneRequired: ['consignor', 'consignee'],
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
