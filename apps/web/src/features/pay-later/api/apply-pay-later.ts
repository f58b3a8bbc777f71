import { type PayLaterApplicationRequest, type PayLaterStatus, payLaterStatusSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { payLaterKey } from './get-pay-later';

/**
 * POST /bill/paylater/customer/{custId}: an administrator applies for invoice payment. Refused
 * with `bill.admin_required` for others and `paylater.pending` while one already waits.
 */
export async function applyPayLater(
  custId: number,
  request: PayLaterApplicationRequest,
): Promise<PayLaterStatus> {
  return payLaterStatusSchema.parse(await api.post(`/bill/paylater/customer/${custId}`, request));
}

/** The answer is the new status: it becomes the cached one, so the page shows "pending" at once. */
export function useApplyPayLater(custId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PayLaterApplicationRequest) => applyPayLater(custId, request),
    onSuccess: (status) => client.setQueryData(payLaterKey(custId), status),
  });
}
