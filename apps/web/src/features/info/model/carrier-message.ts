import { EMAIL_CONTENT_MAX_LENGTH, type EmailRequest, SHIPMENT_NO_MAX_LENGTH } from '@skeppa/domain';

/** What the customer fills in; who they are is added by the server from its own records. */
export interface CarrierMessageDraft {
  shipmentNo: string;
  message: string;
  consent: boolean;
}

export type CarrierMessageField = keyof CarrierMessageDraft;
export type FieldProblem = 'required' | 'tooLong';
export type CarrierMessageErrors = Partial<Record<CarrierMessageField, FieldProblem>>;

export const emptyCarrierMessage = (): CarrierMessageDraft => ({
  shipmentNo: '',
  message: '',
  consent: false,
});

/** A message needs words and the consent; the shipment number is optional but bounded. */
export function validateCarrierMessage(draft: CarrierMessageDraft): CarrierMessageErrors {
  const errors: CarrierMessageErrors = {};
  const message = draft.message.trim();
  if (message === '') errors.message = 'required';
  else if (message.length > EMAIL_CONTENT_MAX_LENGTH) errors.message = 'tooLong';
  if (draft.shipmentNo.trim().length > SHIPMENT_NO_MAX_LENGTH) errors.shipmentNo = 'tooLong';
  if (!draft.consent) errors.consent = 'required';
  return errors;
}

/** The body of POST /email for a carrier message: no addresses, the server knows the carrier's. */
export function toCarrierMessageRequest(
  supplierId: number,
  draft: CarrierMessageDraft,
): Partial<EmailRequest> {
  return {
    supplierId,
    shipmentNo: draft.shipmentNo.trim(),
    content: draft.message.trim(),
    consent: draft.consent,
  };
}

/** The body of POST /email for a newsletter sign-up. */
export function toNewsletterRequest(supplierId: number, consent: boolean): Partial<EmailRequest> {
  return { supplierId, consent };
}
