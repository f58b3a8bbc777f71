import { useEffect } from 'react';
import { useCustomer } from '@/shared/customer/get-customer';
import { useConsignmentTemplate } from '../api/get-template';
import { draftActions, useDraftStore } from '../model/draft-store';

/**
 * The draft being priced. The first time, it is started from the consignment template and the
 * customer's settings; until then this is null and the form shows its loader. When the customer
 * changes their defaults later, the draft follows them where the user has not chosen otherwise.
 */
export function useStartedDraft() {
  const draft = useDraftStore((s) => s.draft);
  const customer = useCustomer().data;
  const template = useConsignmentTemplate(draft === null);
  useEffect(() => {
    if (draft === null && template.data) draftActions.start(template.data, customer);
    else if (draft !== null && customer) draftActions.followCustomer(customer);
  }, [draft, template.data, customer]);
  return draft;
}
