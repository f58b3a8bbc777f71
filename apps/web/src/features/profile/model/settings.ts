import type { Customer, CustomerSettingRequest } from '@skeppa/domain';

/** The field of the customer each setting shows in; the module message's flag has its own name. */
export function settingField(setting: CustomerSettingRequest['setting']) {
  return setting === 'moduleMessage' ? 'moduleMessageRead' : setting;
}

/** The customer as the screen shows them once the setting is applied, before the server answers. */
export function applySetting(customer: Customer, request: CustomerSettingRequest): Customer {
  return { ...customer, [settingField(request.setting)]: request.value };
}

/** The request that puts the setting back to the value the customer had. */
export function revertRequest(before: Customer, request: CustomerSettingRequest): CustomerSettingRequest {
  return { setting: request.setting, value: before[settingField(request.setting)] } as CustomerSettingRequest;
}
