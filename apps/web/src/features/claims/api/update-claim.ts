import { type Claim, type ClaimUpdateRequest, claimSchema, claimUpdateRequestSchema } from '@skeppa/domain';
import { api } from '@/shared/api/client';

/** PUT /claim/: what was typed since the draft was saved; a step of Submit as createClaim is. */
export async function updateClaim(request: ClaimUpdateRequest): Promise<Claim> {
  return claimSchema.parse(await api.put('/claim/', claimUpdateRequestSchema.parse(request)));
}
