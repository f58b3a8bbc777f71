import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { mayCancel, type Order } from '@skeppa/domain';
import { IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
import { useCancelOrder } from '@/shared/api/bookings/cancel-order';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Cancel booking, asked once more in a dialog: only while the carrier has not picked up (the
 * carrier still refuses when it did meanwhile, and that refusal is shown in the dialog).
 */
export function CancelBooking({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  if (!mayCancel(order)) return null;
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = () => cancel.mutate(order.orderNo, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconCalendarX size={16} />}
        onClick={() => setOpen(true)}
      >
        {t('consignments.actions.cancel')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('consignments.actions.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>
            {t('consignments.actions.cancelQuestion', {
              consignmentNo: order.consignmentNo ?? order.orderNo,
            })}
          </Text>
          {cancel.error && (
            <Alert color="red" role="alert">
              {errorMessage(t, cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" onClick={close} disabled={cancel.isPending}>
              {t('consignments.actions.cancelKeep')}
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending} data-autofocus>
              {t('consignments.actions.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
