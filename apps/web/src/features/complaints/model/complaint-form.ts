import {
  COMPLAINT_CLAIM_MAX_SEK,
  type Complaint,
  type ComplaintCreateRequest,
  formatNumber,
  parseDecimal,
} from '@skeppa/domain';

/** A complaint as the drawer holds it: numbers as typed, the administrator's fields beside. */
export interface ComplaintForm {
  supplierId: number | null;
  identifier: string;
  description: string;
  /** SEK as typed ("1 250,50"); '' when nothing is claimed. */
  claim: string;
  consignmentId: number | null;
  replyToMember: string;
  processed: boolean;
  internalComment: string;
}

export function emptyComplaintForm(): ComplaintForm {
  return {
    supplierId: null,
    identifier: '',
    description: '',
    claim: '',
    consignmentId: null,
    replyToMember: '',
    processed: false,
    internalComment: '',
  };
}

export function formFromComplaint(c: Complaint): ComplaintForm {
  return {
    supplierId: c.supplierId,
    identifier: c.identifier,
    description: c.description,
    claim: c.complaintClaim === null ? '' : formatNumber(c.complaintClaim, 2),
    consignmentId: c.consignmentId,
    replyToMember: c.replyToMember,
    processed: c.processed,
    internalComment: c.internalComment,
  };
}

export type ComplaintField = 'supplierId' | 'identifier' | 'description' | 'claim';
/** A translation key per field with a problem. */
export type ComplaintProblems = Partial<Record<ComplaintField, string>>;

/** What the form cannot send yet: the server checks the same again. */
export function complaintProblems(form: ComplaintForm): ComplaintProblems {
  const problems: ComplaintProblems = {};
  if (form.supplierId === null) problems.supplierId = 'validation.required';
  if (form.identifier.trim() === '') problems.identifier = 'validation.required';
  else if (form.identifier.trim().length > 60) problems.identifier = 'complaints.form.tooLong';
  if (form.description.trim() === '') problems.description = 'validation.required';
  if (form.claim.trim() !== '') {
    const amount = parseDecimal(form.claim);
    const wholeOre = amount !== null && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
    if (amount === null || amount < 0 || amount > COMPLAINT_CLAIM_MAX_SEK || !wholeOre)
      problems.claim = 'complaints.form.badAmount';
  }
  return problems;
}

/** The customer's part of the request, read from the form once it has no problems. */
export function complaintInputOf(form: ComplaintForm): ComplaintCreateRequest {
  return {
    supplierId: form.supplierId ?? 0,
    identifier: form.identifier.trim(),
    description: form.description.trim(),
    complaintClaim: form.claim.trim() === '' ? null : parseDecimal(form.claim),
    consignmentId: form.consignmentId,
  };
}
