import { useEffect } from 'react';
import { useContact } from '@/shared/contacts/api/get-contact';
import { useCustomer } from '@/shared/customer/get-customer';
import { takeBookAgain } from '@/shared/shipment/book-again';
import { useConsignmentTemplate } from '../api/get-template';
import { draftFromCopy } from '../model/draft-from-copy';
import { draftActions, useDraftStore } from '../model/draft-store';

/**
 * The draft being priced. The first time, it is started from the consignment template, the
 * customer's settings and their sender favourite, or from a shipment handed over to be booked
 * again; until then this is null and the form shows its loader. When the customer changes their
 * defaults later, the draft follows them where the user has not chosen otherwise.
 */
export function useStartedDraft() {
  const draft = useDraftStore((s) => s.draft);
  const customerQuery = useCustomer();
  const customer = customerQuery.data;
  const template = useConsignmentTemplate(draft === null);
  // The sender favourite starts the sender; a favourite since deleted leaves the company's address.
  const favourite = useContact(draft === null ? customer?.primaryContactId : null);
  // A draft starts from what is known of the customer: once it has come (isLoading: a disabled
  // query, as for a visitor, is not loading), and its favourite with it.
  const customerKnown = !customerQuery.isLoading && !favourite.isLoading;
  useEffect(() => {
    // A shipment handed over by "book again" replaces whatever draft was open.
    const copy = takeBookAgain();
    if (copy) draftActions.startFrom(draftFromCopy(copy));
    else if (draft === null && template.data && customerKnown)
      draftActions.start(template.data, customer, favourite.data);
    else if (draft !== null && customer) draftActions.followCustomer(customer);
  }, [draft, template.data, customer, customerKnown, favourite.data]);
  return draft;
}
