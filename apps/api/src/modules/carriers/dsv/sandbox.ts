import { dsvSsccSeq, dsvWaybillSeq } from '../../../db/schema/index.ts';
import { roadCarrier } from '../sandbox/road.ts';
import { CHAINS } from '../sandbox/service-points.ts';

/** DSV's booking API (myDSV), played by the sandbox. */
export const dsvSandbox = roadCarrier({
  carrierCode: 4,
  waybillSequence: dsvWaybillSeq,
  ssccSequence: dsvSsccSeq,
  ssccPrefix: '7399902',
  // DSV's partner shops (the PostNord-like ombud network): small grocers and fuel stations.
  points: {
    carrierCode: 4,
    chains: [CHAINS.tempo, CHAINS.handlarn, CHAINS.coop, CHAINS.icaNara, CHAINS.okq8],
    id: (n) => `DSV${String(n % 1_000_000).padStart(6, '0')}`,
  },
});
