import { dhlFreightSsccSeq, dhlFreightWaybillSeq } from '../../../db/schema/index.ts';
import { roadCarrier } from '../sandbox/road.ts';
import { CHAINS } from '../sandbox/service-points.ts';

/** DHL Freight Sweden's transport instruction, played by the sandbox. */
export const dhlFreightSandbox = roadCarrier({
  carrierCode: 116,
  waybillSequence: dhlFreightWaybillSeq,
  ssccSequence: dhlFreightSsccSeq,
  // Sandbox prefixes lie in GS1 Sweden's range but belong to no one: a real adapter prints SSCCs
  // from the range the carrier assigns.
  ssccPrefix: '7399901',
  // DHL Service Point: grocers, kiosks and fuel stations; a 7-digit id.
  points: {
    carrierCode: 116,
    chains: [
      CHAINS.icaNara,
      CHAINS.icaSupermarket,
      CHAINS.coop,
      CHAINS.hemkop,
      CHAINS.circleK,
      CHAINS.pressbyran,
    ],
    id: (n) => String(1_000_000 + (n % 9_000_000)),
  },
});
