import { type Claim, type ClaimCreateRequest, claimCreateRequestSchema, claimSchema } from '@skeppa/domain';
import { api } from '@/shared/api/client';

/**
 * POST /claim/: a draft claim on the shipment (201). Not a hook of its own: it is the first step
 * of Submit (model/submit-claim.ts), which also uploads the files and submits.
 */
export async function createClaim(request: ClaimCreateRequest): Promise<Claim> {
  return claimSchema.parse(await api.post('/claim/', claimCreateRequestSchema.parse(request)));
}
