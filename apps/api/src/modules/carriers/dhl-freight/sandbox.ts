import { dhlFreightSsccSeq, dhlFreightWaybillSeq } from '../../../db/schema/index.ts';
import { roadCarrier } from '../sandbox/road.ts';

/** DHL Freight Sweden's transport instruction, played by the sandbox. */
export const dhlFreightSandbox = roadCarrier({
  carrierCode: 116,
  waybillSequence: dhlFreightWaybillSeq,
  ssccSequence: dhlFreightSsccSeq,
  // Sandbox prefixes lie in GS1 Sweden's range but belong to no one: a real adapter prints SSCCs
  // from the range the carrier assigns.
  ssccPrefix: '7399901',
});
