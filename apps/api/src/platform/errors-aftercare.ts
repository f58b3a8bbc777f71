/**
 * The codes of a shipment's aftercare and the company's account: bills and pay later, complaints,
 * insurance claims and the bank accounts claims are paid to. Part of the one catalogue (errors.ts).
 */
export const AFTERCARE_ERRORS = {
  'bill.not_found': { status: 404, description: 'Bill not found' },
  'bill.order_not_found': { status: 404, description: 'Bill order not found' },
  'bill.admin_required': { status: 403, description: "Only the company's administrators see its bills" },
  'bill.file_not_found': { status: 404, description: 'Invoice file not found (may take a couple of days)' },
  'bill.credit_not_available': { status: 409, description: 'Credit invoices not available' },
  'paylater.pending': { status: 409, description: 'An application for invoice payment is already waiting' },
  'paylater.none_pending': { status: 409, description: 'No application for invoice payment is waiting' },
  'complaint.not_found': { status: 404, description: 'Complaint not found' },
  'complaint.admin_required': {
    status: 403,
    description:
      "Only an administrator records the carrier's reply, closes a complaint or writes its internal comment",
  },
  'complaint.search_too_short': { status: 400, description: 'Enter at least 3 characters to search' },
  'complaint.carrier_no_address': {
    status: 409,
    description: 'The carrier has no complaints address; contact customer service',
  },
  'complaint.not_remindable': {
    status: 409,
    description: 'Only a complaint sent to the carrier and not yet answered can be reminded',
  },
  'complaint.reminder_too_soon': {
    status: 409,
    description: 'The carrier was already reminded of this complaint today; try again tomorrow',
  },
  'complaint.file_missing': { status: 400, description: 'Send the file as the multipart field "file"' },
  'complaint.file_type': {
    status: 400,
    description: 'The file is not a PDF, a photo (JPEG, PNG, HEIC), a Word or Excel document or plain text',
  },
  'complaint.file_too_large': { status: 413, description: 'The file is larger than 10 MB' },
  'complaint.files_too_large': {
    status: 413,
    description: "The complaint's attachments would be larger than 25 MB together",
  },
  'complaint.file_not_found': { status: 404, description: 'Attachment not found' },
  'claim.not_found': { status: 404, description: 'Insurance claim not found' },
  'claim.not_insured': {
    status: 409,
    description: 'The shipment was not booked with transport insurance: there is nothing to claim',
  },
  'claim.amount_over_insured': {
    status: 400,
    description: 'The amount claimed is more than the insured value of the goods',
  },
  'claim.not_draft': {
    status: 409,
    description: 'The claim has been submitted to the insurer and can no longer change',
  },
  'claim.file_missing': { status: 400, description: 'Send the file as the multipart field "file"' },
  'claim.file_type': {
    status: 400,
    description: 'The file is not a PDF, a photo (JPEG, PNG, HEIC), a Word or Excel document or plain text',
  },
  'claim.file_too_large': { status: 413, description: 'The file is larger than 10 MB' },
  'claim.files_too_large': {
    status: 413,
    description: "The claim's attachments would be larger than 25 MB together",
  },
  'claim.file_not_found': { status: 404, description: 'Attachment not found' },
  'claim.submit_failed': {
    status: 503,
    description: 'Failed to submit the insurance claim (try again, contact support)',
  },
  'claim.admin_required': {
    status: 403,
    description: "Only an administrator of the company can record the insurer's decision",
  },
  'claim.status_change': {
    status: 409,
    description: 'The claim cannot move to that status from the one it has',
  },
  'bankaccount.required': { status: 400, description: 'Enter the account number' },
  'bankaccount.format': {
    status: 400,
    description: 'An account number has digits only (spaces and dashes may separate them)',
  },
  'bankaccount.length': { status: 400, description: 'The number has the wrong number of digits' },
  'bankaccount.check_digit': {
    status: 400,
    description: 'The check digit does not match: the number is mistyped',
  },
  'bankaccount.clearing_required': { status: 400, description: 'Enter the clearing number' },
  'bankaccount.clearing_unknown': { status: 400, description: 'No Swedish bank has that clearing number' },
  'bankaccount.clearing_check_digit': {
    status: 400,
    description: "The clearing number's fifth digit does not match its first four",
  },
} as const;
