import { complaintBulkMarkResponseSchema, complaintReminderResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { complaintsKey } from './keys';

/** GET /complaint/reminder/{id}: reminds the carrier (once a day; the server says when not). */
export async function remindComplaint(id: number) {
  return complaintReminderResponseSchema.parse(await api.get(`/complaint/reminder/${id}`));
}

/** DELETE /complaint/{id}: the complaint and its attachments. */
export async function deleteComplaint(id: number): Promise<void> {
  await api.delete(`/complaint/${id}`);
}

/** PUT /complaint/bulk/mark/?checked=1|0: archives or restores the listed complaints. */
export async function markComplaints(ids: number[], archived: boolean) {
  return complaintBulkMarkResponseSchema.parse(
    await api.put(`/complaint/bulk/mark/?checked=${archived ? 1 : 0}`, ids),
  );
}

function useRefreshing<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: complaintsKey }),
  });
}

export const useRemindComplaint = () => useRefreshing(remindComplaint);
export const useDeleteComplaint = () => useRefreshing(deleteComplaint);
export const useMarkComplaints = () =>
  useRefreshing(({ ids, archived }: { ids: number[]; archived: boolean }) => markComplaints(ids, archived));
