import {
  type Customer,
  type CustomerCompanyRequest,
  type CustomerDetailsRequest,
  customerSchema,
} from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { customerQueryKey } from '@/shared/customer/get-customer';
import { useSessionStore } from '@/shared/session/session-store';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';

/** PUT /customer/company/{id}: the company's details; the server lets administrators only. */
export async function updateCompany(customerId: number, body: CustomerCompanyRequest): Promise<Customer> {
  return customerSchema.parse(await api.put(`/customer/company/${customerId}`, body));
}

/** PUT /customer/details/{id}: the user's own name and numbers. */
export async function updateDetails(customerId: number, body: CustomerDetailsRequest): Promise<Customer> {
  return customerSchema.parse(await api.put(`/customer/details/${customerId}`, body));
}

/**
 * Saving a form waits for the server (the form shows what was typed meanwhile); its answer is the
 * customer every screen reads from then on.
 */
function useSaveCustomer<B>(send: (customerId: number, body: B) => Promise<Customer>) {
  const client = useQueryClient();
  const flash = useSuccessFlash();
  const id = useSessionStore((s) => s.user?.id ?? 0);
  return useMutation({
    mutationFn: (body: B) => send(id, body),
    onSuccess: (customer) => {
      client.setQueryData(customerQueryKey(id), customer);
      flash();
    },
  });
}

export const useUpdateCompany = () => useSaveCustomer(updateCompany);
export const useUpdateDetails = () => useSaveCustomer(updateDetails);
