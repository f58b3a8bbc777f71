import { type CarrierListEntry, type Customer, customerSchema } from '@skeppa/domain';
import { api } from '@/shared/api/client';
import { PRICE_QUERY_KEY } from '@/shared/api/query-keys';
import { withCarrierActive } from '../model/carrier-choice';
import { useOptimisticCustomerChange } from './optimistic-customer';

/** PUT /customer/carriers/{id}: the customer's whole carrier list. */
export async function updateCarriers(customerId: number, list: CarrierListEntry[]): Promise<Customer> {
  return customerSchema.parse(await api.put(`/customer/carriers/${customerId}`, list));
}

export interface CarrierSwitch {
  code: number;
  active: boolean;
}

/**
 * Switches one carrier on or off, shown at once. Prices already fetched were made with the old
 * list, so every cached price is dropped: the next "Show prices" asks with the new one.
 */
export function useSwitchCarrier() {
  return useOptimisticCustomerChange<CarrierSwitch>({
    scope: 'carriers',
    send: (customerId, { code, active }, current) =>
      updateCarriers(customerId, withCarrierActive(current?.carriers ?? [], code, active)),
    apply: (customer, { code, active }) => ({
      ...customer,
      carriers: withCarrierActive(customer.carriers, code, active),
    }),
    revert: (current, before, { code }) => {
      const was = before.carriers.find((c) => c.code === code);
      const carriers = was
        ? current.carriers.map((c) => (c.code === code ? was : c))
        : current.carriers.filter((c) => c.code !== code);
      return { ...current, carriers };
    },
    failedTitle: 'profile.carriers.failed',
    onSettled: (client) => client.invalidateQueries({ queryKey: PRICE_QUERY_KEY }),
  });
}
