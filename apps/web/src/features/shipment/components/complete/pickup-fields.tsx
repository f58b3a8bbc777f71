import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import { Grid, Paper, Text, Textarea, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider, TimeInput } from '@mantine/dates';
import type { TransportProduct } from '@skeppa/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/i18n';
import { completionActions } from '../../model/completion-store';
import { isoDay } from '../../model/pickup-days';
import { pickupDateTime, pickupWindow, timeOf } from '../../model/pickup-time';

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
  const language = useLanguage();
  const { pickup } = product;
  const window = pickupWindow(pickupTime);
  const setTime = (which: 'earliest' | 'latest', time: string) =>
    completionActions.setPickup({ [which]: pickupDateTime(pickup.date, time) });
  const setDate = (date: string | null) => {
    const day = date ?? '';
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
      <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
        <Grid gap="sm">
          {!noPickup && (
            <>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <DatePickerInput
                  id="pickup-date"
                  label={t('shipment.complete.pickupDate')}
                  withAsterisk
                  leftSection={<IconCalendar size={16} />}
                  value={pickup.date || null}
                  onChange={setDate}
                  minDate={isoDay(new Date())}
                  excludeDate={(d) => !isPickupDay(d)}
                  valueFormat="YYYY-MM-DD"
                  error={errors['pickup.date']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TimeInput
                  id="pickup-earliest"
                  label={t('shipment.complete.earliest')}
                  withAsterisk
                  value={timeOf(pickup.earliest)}
                  minTime={window?.from}
                  maxTime={window?.to}
                  onChange={(e) => setTime('earliest', e.currentTarget.value)}
                  error={errors['pickup.earliest']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <TimeInput
                  id="pickup-latest"
                  label={t('shipment.complete.latest')}
                  withAsterisk
                  value={timeOf(pickup.latest)}
                  minTime={window?.from}
                  maxTime={window?.to}
                  onChange={(e) => setTime('latest', e.currentTarget.value)}
                  error={errors['pickup.latest']}
                />
              </Grid.Col>
              {window && (
                <Grid.Col span={12}>
                  <Text fz="sm" c="dimmed">
                    {t('shipment.complete.pickupWindow', { from: window.from, to: window.to })}
                  </Text>
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Textarea
                  id="pickup-instruction"
                  label={t('shipment.complete.pickupInstruction')}
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={pickup.instruction[0]?.text ?? ''}
                  onChange={(e) => completionActions.setPickupInstruction(e.currentTarget.value)}
                />
              </Grid.Col>
            </>
          )}
          <Grid.Col span={{ base: 12, sm: noPickup ? 12 : 6 }}>
            <Textarea
              id="delivery-instruction"
              label={t('shipment.complete.deliveryInstruction')}
              autosize
              minRows={2}
              maxLength={500}
              value={product.delivery.instruction[0]?.text ?? ''}
              onChange={(e) => completionActions.setDeliveryInstruction(e.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
      </DatesProvider>
    </Paper>
  );
}
