import { useEffect } from 'react';
import { useCustomer } from '@/shared/customer/get-customer';
import { takeBookAgain } from '@/shared/shipment/book-again';
import { useConsignmentTemplate } from '../api/get-template';
import { draftFromCopy } from '../model/draft-from-copy';
import { draftActions, useDraftStore } from '../model/draft-store';

/**
 * The draft being priced. The first time, it is started from the consignment template and the
 * customer's settings, or from a shipment handed over to be booked again; until then this is null
 * and the form shows its loader. When the customer changes their defaults later, the draft follows
 * them where the user has not chosen otherwise.
 */
export function useStartedDraft() {
  const draft = useDraftStore((s) => s.draft);
  const customer = useCustomer().data;
  const template = useConsignmentTemplate(draft === null);
  useEffect(() => {
    // A shipment handed over by "book again" replaces whatever draft was open.
    const copy = takeBookAgain();
    if (copy) draftActions.startFrom(draftFromCopy(copy));
    else if (draft === null && template.data) draftActions.start(template.data, customer);
    else if (draft !== null && customer) draftActions.followCustomer(customer);
  }, [draft, template.data, customer]);
  return draft;
}
