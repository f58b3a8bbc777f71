import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bookShipment } from '@/shared/api/bookings/book-order';
import { newBookingKey } from '@/shared/api/bookings/idempotency';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { ui } from '@/shared/ui/ui-store';
import { type BookAllError, bookAll } from '../model/book-all';

/**
 * Book all, with its progress and its collected errors. Afterwards the orders are reloaded
 * whatever happened; with no errors the user goes to the booked list (SPEC §4).
 */
export function useBookAll() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [errors, setErrors] = useState<BookAllError[]>([]);

  const run = async (orderNos: string[]) => {
    setErrors([]);
    // The confirming overlay of SPEC §2 says how far Book all has come.
    const advance = (done: number) => {
      const now = { done, total: orderNos.length };
      setProgress(now);
      ui.setConfirming(true, t('sendList.booking', now));
    };
    advance(0);
    try {
      const outcome = await bookAll(
        orderNos,
        bookShipment,
        newBookingKey,
        (e) => errorMessage(t, e),
        advance,
      );
      await client.invalidateQueries({ queryKey: bookingsKey });
      setErrors(outcome.errors);
      if (outcome.booked > 0)
        ui.showBanner({ kind: 'success', text: t('sendList.bookAllDone', { count: outcome.booked }) });
      if (outcome.errors.length === 0) navigate(paths.consignmentList);
    } finally {
      ui.setConfirming(false);
      setProgress(null);
    }
  };

  return { run, progress, errors, clearErrors: () => setErrors([]) };
}
