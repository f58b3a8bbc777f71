import { Checkbox, Group, Radio } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ConsigneeType } from '../model/draft';
import { draftActions } from '../model/draft-store';

interface Props {
  consigneeType: ConsigneeType;
  pickup: boolean;
}

/** Who receives (a company or a private person) and whether the carrier picks the goods up. */
export function ShipmentOptions({ consigneeType, pickup }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xl" align="flex-start">
      <Radio.Group
        label={t('shipment.options.consigneeType')}
        value={consigneeType}
        onChange={(value) => draftActions.setConsigneeType(value as ConsigneeType)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="company" label={t('shipment.options.company')} />
          <Radio value="private" label={t('shipment.options.private')} />
        </Group>
      </Radio.Group>
      <Checkbox
        mt={{ base: 0, sm: 28 }}
        label={t('shipment.options.pickup')}
        description={t(pickup ? 'shipment.options.pickupYes' : 'shipment.options.pickupNo')}
        checked={pickup}
        onChange={(e) => draftActions.setPickup(e.currentTarget.checked)}
      />
    </Group>
  );
}
