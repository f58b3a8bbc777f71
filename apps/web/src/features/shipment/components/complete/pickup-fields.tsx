import { Grid, Paper, Select, Text, Textarea, Title } from '@mantine/core';
import type { TransportProduct } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DateField } from '@/shared/ui/date-field';
import { completionActions } from '../../model/completion-store';
import { isoDay } from '../../model/pickup-days';
import {
  DEFAULT_PICKUP_WINDOW,
  pickupDateTime,
  pickupWindow,
  timeOf,
  timesWithin,
} from '../../model/pickup-time';

interface Props {
  product: TransportProduct;
  noPickup: boolean;
  /** The template's pickup window, "09:00-17:00". */
  pickupTime: string;
  isPickupDay: (isoDate: string) => boolean;
  errors: Record<string, string | undefined>;
}

/**
 * When the carrier may collect the goods: a day they pick up on (no weekend, no Swedish holiday)
 * and a window inside the service's pickup hours; and what the driver and the receiver should know.
 */
export function PickupFields({ product, noPickup, pickupTime, isPickupDay, errors }: Props) {
  const { t } = useTranslation();
  const { pickup } = product;
  const window = pickupWindow(pickupTime);
  const times = timesWithin(window ?? DEFAULT_PICKUP_WINDOW);
  const setTime = (which: 'earliest' | 'latest', time: string) =>
    completionActions.setPickup({ [which]: pickupDateTime(pickup.date, time) });
  const setDate = (day: string) => {
    completionActions.setPickup({
      date: day,
      earliest: pickupDateTime(day, timeOf(pickup.earliest)),
      latest: pickupDateTime(day, timeOf(pickup.latest)),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="pickup-fields">
      <Title order={2} fz="md" mb="sm">
        {noPickup ? t('shipment.complete.instructions') : t('shipment.complete.pickup')}
      </Title>
      <Grid gap="sm">
        {!noPickup && (
          <>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateField
                id="pickup-date"
                label={t('shipment.complete.pickupDate')}
                withAsterisk
                value={pickup.date}
                onChange={setDate}
                minDate={isoDay(new Date())}
                excludeDate={(d) => !isPickupDay(d)}
                error={errors['pickup.date']}
              />
            </Grid.Col>
            {(['earliest', 'latest'] as const).map((which) => (
              <Grid.Col key={which} span={{ base: 6, sm: 4 }}>
                <Select
                  id={`pickup-${which}`}
                  label={t(`shipment.complete.${which}`)}
                  withAsterisk
                  data={times}
                  value={timeOf(pickup[which]) || null}
                  onChange={(v) => setTime(which, v ?? '')}
                  allowDeselect={false}
                  maxDropdownHeight={240}
                  error={errors[`pickup.${which}`]}
                />
              </Grid.Col>
            ))}
            {window && (
              <Grid.Col span={12}>
                <Text fz="sm" c="dimmed">
                  {t('shipment.complete.pickupWindow', { from: window.from, to: window.to })}
                </Text>
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <InstructionField
                id="pickup-instruction"
                label={t('shipment.complete.pickupInstruction')}
                value={pickup.instruction[0]?.text ?? ''}
                onChange={completionActions.setPickupInstruction}
              />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 12, sm: noPickup ? 12 : 6 }}>
          <InstructionField
            id="delivery-instruction"
            label={t('shipment.complete.deliveryInstruction')}
            value={product.delivery.instruction[0]?.text ?? ''}
            onChange={completionActions.setDeliveryInstruction}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** What the driver or the receiver should know: free text, as long as the carriers take. */
function InstructionField(p: { id: string; label: string; value: string; onChange: (text: string) => void }) {
  return (
    <Textarea
      id={p.id}
      label={p.label}
      autosize
      minRows={2}
      maxLength={500}
      value={p.value}
      onChange={(e) => p.onChange(e.currentTarget.value)}
    />
  );
}
