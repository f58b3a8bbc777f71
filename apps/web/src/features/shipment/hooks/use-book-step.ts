import { collectConsignmentErrors, type Order, type Quote } from '@skeppa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type BookingError, useBookShipment } from '@/shared/api/bookings/book-order';
import { newBookingKey } from '@/shared/api/bookings/idempotency';
import { orderKey } from '@/shared/api/bookings/keys';
import { orderUpdateOf, updateOrder } from '@/shared/api/bookings/update-order';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { ui, withConfirming } from '@/shared/ui/ui-store';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { completionActions, useCompletionStore } from '../model/completion-store';
import { draftActions } from '../model/draft-store';

/**
 * Step 4's two presses: Book, and Book at the new price (the order takes the price shown now,
 * then is booked). Each press is one booking attempt with its own Idempotency-Keys, so a double
 * click or a lost answer never books twice. `onPriceChanged` hears when the server priced
 * differently from what is shown, so the page can ask for the price again.
 */
export function useBookStep(orderNo: string, onPriceChanged: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const book = useBookShipment();
  const flash = useSuccessFlash();
  const editing = useCompletionStore((s) => s.completion?.orderNo === orderNo);
  const [errors, setErrors] = useState<BookingError[]>([]);
  const [accepting, setAccepting] = useState(false);
  const attempt = useRef<{ consignment: string; order: string } | null>(null);
  const failed = (error: unknown) => setErrors([{ code: 'call', description: errorMessage(t, error) }]);

  const onBook = async () => {
    setErrors([]);
    // One attempt, one pair of keys: the network retries inside reuse them; a new press is a new attempt.
    attempt.current = { consignment: newBookingKey(), order: newBookingKey() };
    try {
      const keys = attempt.current;
      const result = await withConfirming(() => book.mutateAsync({ orderNo, keys }));
      if (!result.booked) {
        if (result.errors.some((e) => e.code === 'booking.price_changed')) onPriceChanged();
        return setErrors(collectConsignmentErrors([result.errors]));
      }
      flash();
      ui.showBanner({
        kind: 'success',
        text: t('shipment.book.booked', { consignmentNo: result.order.consignmentNo ?? '' }),
      });
      if (editing) {
        completionActions.clear();
        draftActions.clear();
      }
      navigate(`${paths.consignment}?orderNo=${encodeURIComponent(result.order.orderNo)}`);
    } catch (error) {
      failed(error);
    }
  };

  const onAccept = async (order: Order, quote: Quote) => {
    setAccepting(true);
    try {
      const accepted = {
        calculatedPrice: quote.price,
        calculatedCurrency: quote.currency,
        supplierId: quote.supplierId,
      };
      await updateOrder(orderUpdateOf(order, accepted));
      await client.invalidateQueries({ queryKey: orderKey(orderNo) });
      await onBook();
    } catch (error) {
      failed(error);
    } finally {
      setAccepting(false);
    }
  };

  return { errors, booking: book.isPending, accepting, onBook, onAccept };
}
