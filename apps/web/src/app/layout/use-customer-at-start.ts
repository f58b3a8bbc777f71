import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { trackEvent } from '@/shared/analytics/track';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { endSession } from '@/shared/session/logout';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * Loads the customer when the main layout opens (SPEC §4). If that fails the stored user is of no
 * use: the error is shown (as a notification, which outlives the move to the welcome page) and
 * the user is logged out. The login event of an SSO sign-in is tracked once the customer is known.
 */
export function useCustomerAtStart() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const pendingLoginEvent = useSessionStore((s) => s.pendingLoginEvent);

  useEffect(() => {
    if (!customer.isError) return;
    notifications.show({
      id: 'customer-load-failed',
      color: 'red',
      title: t('errors.customerLoad'),
      message: errorMessage(t, customer.error),
      autoClose: 10_000,
    });
    void endSession();
  }, [customer.isError, customer.error, t]);

  useEffect(() => {
    if (!customer.isSuccess || !pendingLoginEvent) return;
    useSessionStore.setState({ pendingLoginEvent: false });
    trackEvent('login');
  }, [customer.isSuccess, pendingLoginEvent]);

  return customer;
}
