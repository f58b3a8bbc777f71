import { Stepper } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

const STEPS = ['shipmentStep1', 'shipmentStep2', 'shipmentStep3', 'shipmentStep4'] as const;

/** Where the coordinator is in the flow price → select → complete → book (SPEC §2). */
export function ShipmentSteps({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('shipment.steps')}>
      {STEPS.map((name) => (
        <Stepper.Step key={name} label={t(`routes.${name}`)} />
      ))}
    </Stepper>
  );
}
