import { notifications } from '@mantine/notifications';
import type { Customer } from '@skeppa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/error-message';
import { customerQueryKey } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';

interface Options<V> {
  /** Changes of one kind share it: they reach the server one after another, in the order made. */
  scope: string;
  /**
   * Calls the server. Changes of one scope run one at a time, so `current` (the cached customer
   * when this one is sent) already holds every earlier change that was not refused.
   */
  send: (customerId: number, change: V, current: Customer | undefined) => Promise<Customer>;
  /** The customer as shown at once, before the server answers. */
  apply: (customer: Customer, change: V) => Customer;
  /** Takes back this change only, so a later one made meanwhile stays on screen. */
  revert: (current: Customer, before: Customer, change: V) => Customer;
  /** Translation key of the notification's title when the server refuses. */
  failedTitle: string;
  onSettled?: (client: QueryClient) => Promise<void> | void;
}

/**
 * A change to the customer shown at once (SPEC §4: the local value is set first, then the server
 * is called). If the server refuses, the change is taken back and a notification says why; when
 * it accepts, its answer becomes the cached customer, which every screen reads.
 */
export function useOptimisticCustomerChange<V>(opts: Options<V>) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const flash = useSuccessFlash();
  const id = useSessionStore((s) => s.user?.id ?? 0);
  const key = customerQueryKey(id);
  const mutationKey = ['customer-change', opts.scope];
  return useMutation({
    mutationKey,
    scope: { id: `customer-change-${opts.scope}` },
    mutationFn: (change: V) => opts.send(id, change, client.getQueryData<Customer>(key)),
    onMutate: async (change) => {
      // An answer to a read already under way would overwrite the new value with the old.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Customer>(key);
      if (before) client.setQueryData(key, opts.apply(before, change));
      return { before };
    },
    onError: (error, change, context) => {
      const current = client.getQueryData<Customer>(key);
      if (current && context?.before) client.setQueryData(key, opts.revert(current, context.before, change));
      notifications.show({
        color: 'red',
        title: t(opts.failedTitle),
        message: errorMessage(t, error),
        autoClose: 8_000,
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    },
    onSuccess: (customer) => {
      // While a later change of this kind is still on its way, its value stays on screen.
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(key, customer);
      flash();
    },
    onSettled: () => opts.onSettled?.(client),
  });
}
