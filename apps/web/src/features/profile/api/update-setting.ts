import { type Customer, type CustomerSettingRequest, customerSchema } from '@skeppa/domain';
import { api } from '@/shared/api/client';
import { applySetting, settingField } from '../model/settings';
import { useOptimisticCustomerChange } from './optimistic-customer';

/** PUT /customer/setting/{id}: one of the customer settings; answers the customer as now stored. */
export async function updateSetting(customerId: number, request: CustomerSettingRequest): Promise<Customer> {
  return customerSchema.parse(await api.put(`/customer/setting/${customerId}`, request));
}

/** Changes a setting optimistically; the price form and lists read the same cached customer. */
export function useUpdateSetting() {
  return useOptimisticCustomerChange<CustomerSettingRequest>({
    scope: 'setting',
    send: updateSetting,
    apply: applySetting,
    revert: (current, before, request) => {
      const field = settingField(request.setting);
      return { ...current, [field]: before[field] };
    },
    failedTitle: 'profile.settingFailed',
  });
}
