import { CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { ComplaintRepository, ComplaintRow, Viewer } from './repository.ts';

export const isAdmin = (user: AccessClaims) => user.level === CUSTOMER_LEVEL_ADMIN;

/** An administrator sees the company's complaints, anyone else their own. */
export const viewerOf = (user: AccessClaims): Viewer => ({
  companyId: user.companyId,
  customerId: isAdmin(user) ? null : user.customerId,
});

/** A complaint the user may see; another company's, or another user's, answers 404. */
export async function visibleComplaint(
  repo: ComplaintRepository,
  user: AccessClaims,
  id: number,
): Promise<ComplaintRow> {
  const row = await repo.find(id, viewerOf(user));
  if (!row) throw new AppError('complaint.not_found');
  return row;
}
