import { type Claim, claimSchema } from '@skeppa/domain';
import { api } from '@/shared/api/client';

/** POST /claim/submit/{id}: sends the draft to the insurer; the answer carries its claim number. */
export async function submitClaim(claimId: number): Promise<Claim> {
  return claimSchema.parse(await api.post(`/claim/submit/${claimId}`));
}
