import { Switch } from '@mantine/core';
import type { CustomerSettingRequest } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdateSetting } from '../api/update-setting';

type BooleanSetting = Extract<CustomerSettingRequest, { value: boolean }>['setting'];

interface Props {
  setting: BooleanSetting;
  checked: boolean;
  disabled?: boolean;
}

/** One on/off setting, saved as soon as it is switched (shown at once, taken back if refused). */
export function SettingSwitch({ setting, checked, disabled }: Props) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const description = t(`profile.settings.${setting}.description`, { defaultValue: '' });
  return (
    <Switch
      label={t(`profile.settings.${setting}.label`)}
      description={description || undefined}
      checked={checked}
      disabled={disabled}
      onChange={(e) => update.mutate({ setting, value: e.currentTarget.checked })}
      data-testid={`setting-${setting}`}
    />
  );
}
