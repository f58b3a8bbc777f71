import { dsvSsccSeq, dsvWaybillSeq } from '../../../db/schema/index.ts';
import { roadCarrier } from '../sandbox/road.ts';

/** DSV's booking API (myDSV), played by the sandbox. */
export const dsvSandbox = roadCarrier({
  carrierCode: 4,
  waybillSequence: dsvWaybillSeq,
  ssccSequence: dsvSsccSeq,
  ssccPrefix: '7399902',
});
