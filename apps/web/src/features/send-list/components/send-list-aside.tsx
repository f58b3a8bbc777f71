import { Alert, Anchor, Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bookingErrorText } from '@/shared/api/bookings/booking-error-text';
import { useDeleteOrder } from '@/shared/api/bookings/delete-order';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { ui } from '@/shared/ui/ui-store';
import { useBookAll } from '../hooks/use-book-all';
import { useSendList } from '../hooks/use-send-list';
import { ConfirmBookAll } from './confirm-book-all';
import { ConfirmDelete } from './confirm-delete';
import { placeText, SendListItem } from './send-list-item';

/**
 * The send-list sidebar (SPEC §2): every unbooked shipment with the way into step 4 and delete,
 * and Book all. Deleting the shipment on screen returns to start (SPEC §4).
 */
export function SendListAside() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useSendList();
  const remove = useDeleteOrder();
  const bookAll = useBookAll();
  const [target, setTarget] = useState<Order | null>(null);
  const [asking, setAsking] = useState<Order[] | null>(null);
  const orders = list.data?.orders ?? [];
  const total = list.data?.total ?? 0;
  const currentOrderNo = params.get('orderNo');

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.orderNo);
      const wasCurrent = target.orderNo === currentOrderNo;
      setTarget(null);
      ui.showBanner({ kind: 'success', text: t('sendList.deleted') });
      if (wasCurrent) navigate(paths.start);
    } catch (error) {
      setTarget(null);
      ui.showBanner({ kind: 'error', text: errorMessage(t, error) });
    }
  };

  return (
    <Stack gap="sm" h="100%" data-testid="send-list">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg">
          {t('sendList.title')}
        </Title>
        {total > 0 && (
          <Text fz="xs" c="dimmed">
            {t('sendList.count', { count: total })}
          </Text>
        )}
      </Group>
      {list.isPending && <Loader size="sm" />}
      {list.isError && (
        <Alert color="red" variant="light">
          {t('sendList.loadError')}
        </Alert>
      )}
      {list.isSuccess && orders.length === 0 && (
        <Text fz="sm" c="dimmed" data-testid="send-list-empty">
          {t('sendList.empty')}
        </Text>
      )}
      {orders.length > 0 && (
        <ScrollArea style={{ flex: 1 }} offsetScrollbars>
          <Stack gap="xs">
            {orders.map((o) => (
              <SendListItem
                key={o.orderNo}
                order={o}
                onDelete={setTarget}
                current={o.orderNo === currentOrderNo}
              />
            ))}
            {total > orders.length && (
              <Text fz="xs" c="dimmed">
                {t('sendList.more', { count: total - orders.length })}
              </Text>
            )}
          </Stack>
        </ScrollArea>
      )}
      {bookAll.errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('sendList.bookAllErrors')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={bookAll.clearErrors}
          role="alert"
          data-testid="book-all-errors"
        >
          <Stack gap={4}>
            {bookAll.errors.map((e) => (
              <Text key={`${e.orderNo}-${e.code}`} fz="sm" data-testid="book-all-error">
                {t('sendList.errorOf', { orderNo: e.orderNo, message: bookingErrorText(t, e) })}{' '}
                {/* Step 4 shows both prices, to book at the new one or change the shipment. */}
                {e.code === 'booking.price_changed' && (
                  <Anchor
                    component={Link}
                    to={`${paths.shipmentStep4}?orderNo=${encodeURIComponent(e.orderNo)}`}
                    fz="sm"
                  >
                    {t('sendList.review')}
                  </Anchor>
                )}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {orders.length > 0 && (
        <Button
          leftSection={<IconTruckDelivery size={18} />}
          loading={bookAll.progress !== null}
          onClick={() => setAsking(orders)}
          data-testid="book-all"
        >
          {t('sendList.bookAll')}
        </Button>
      )}
      <ConfirmBookAll
        orders={asking}
        onConfirm={() => {
          setAsking(null);
          void bookAll.run((asking ?? []).map((o) => o.orderNo));
        }}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDelete
        target={target ? { from: placeText(t, target.from), to: placeText(t, target.to) } : null}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}

export { sendListTexts as texts } from '../texts';
