import { AFTERCARE_ERRORS } from './errors-aftercare.ts';
import { INTEGRATION_ERRORS } from './errors-integrations.ts';
import { WEBHOOK_ERRORS } from './errors-webhooks.ts';

/**
 * Stable error codes. The web app translates them; the description is English for logs and
 * API clients. Each code maps to one HTTP status.
 */
export const ERRORS = {
  'validation.failed': { status: 400, description: 'The request contains validation errors' },
  'request.invalid_json': { status: 400, description: 'The request body is not valid JSON' },
  'request.too_large': { status: 413, description: 'The request body is too large' },
  'request.unsupported_media_type': { status: 415, description: 'Unsupported content type' },
  /** Any other 4xx Fastify raises itself (it keeps its own status, e.g. 405 or 406). */
  'request.invalid': { status: 400, description: 'The request cannot be handled' },
  'request.rate_limited': { status: 429, description: 'Too many requests, try again later' },
  'request.invalid_url': { status: 400, description: 'The URL is not valid (bad percent-encoding)' },
  'request.uri_too_long': { status: 414, description: 'A path parameter is too long' },
  'request.headers_too_large': { status: 431, description: 'The request headers are too large' },
  'request.timeout': { status: 408, description: 'The request did not arrive in time' },
  'request.too_deep': { status: 400, description: 'The request body is nested too deeply' },
  'route.not_found': { status: 404, description: 'No such endpoint' },
  'auth.invalid_credentials': { status: 401, description: 'Wrong username or password' },
  'auth.too_many_attempts': { status: 429, description: 'Too many failed logins, try again later' },
  'auth.token_invalid': { status: 401, description: 'Not signed in or the session has expired' },
  'auth.refresh_invalid': { status: 403, description: 'The session has ended, sign in again' },
  'auth.sso_invalid': { status: 401, description: 'The login link is invalid or has expired' },
  'auth.sso_signature_invalid': { status: 401, description: 'The SSO request signature is invalid' },
  'auth.sso_replayed': { status: 401, description: 'This signed SSO request was already used' },
  'auth.sso_disabled': { status: 404, description: 'SSO key creation is not enabled' },
  'auth.demo_forbidden': { status: 403, description: 'The demo user cannot change anything' },
  'customer.not_found': { status: 404, description: 'Customer not found' },
  'customer.unknown_carrier': { status: 400, description: 'Unknown carrier' },
  'customer.carrier_inactive': { status: 400, description: 'The carrier is not in service' },
  'customer.duplicate_carrier': { status: 400, description: 'A carrier is listed twice' },
  'customer.admin_required': {
    status: 403,
    description: 'Only an administrator of the company can change its details',
  },
  'news.not_found': { status: 404, description: 'News article not found' },
  'contact.not_found': { status: 404, description: 'Contact not found' },
  'tracking.not_found': { status: 404, description: 'No tracking for this shipment' },
  'packagefavourite.not_found': { status: 404, description: 'Package favourite not found' },
  'packagefavourite.name_taken': {
    status: 409,
    description: 'The company already has a package favourite of that name',
  },
  'packagefavourite.too_many': {
    status: 409,
    description: 'The company has as many package favourites as allowed',
  },
  'contact.locked': { status: 403, description: 'The contact is locked by its owner' },
  'contact.lock_owner_only': {
    status: 403,
    description: 'Only the owner or an administrator can lock or unlock a contact',
  },
  'contact.search_too_short': { status: 400, description: 'Enter at least 3 characters to search' },
  'contact.export_too_large': {
    status: 400,
    description: 'Too many contacts to export; narrow the list with a search',
  },
  'contact.import_too_large': { status: 413, description: 'The file is too large' },
  'contact.import_file_type': {
    status: 400,
    description: 'The file is neither an xlsx workbook nor a CSV file',
  },
  'contact.import_unsafe': { status: 400, description: 'The file unpacks to more than is allowed' },
  'contact.import_unreadable': { status: 400, description: 'The file cannot be read' },
  'contact.import_missing_headings': { status: 400, description: 'Headings of the template are missing' },
  'contact.import_unknown_headings': {
    status: 400,
    description: 'The file has headings the template does not',
  },
  'contact.import_too_many_rows': { status: 400, description: 'The file has more rows than allowed' },
  'contact.import_empty': { status: 400, description: 'The file has no contacts' },
  'contact.import_file_missing': { status: 400, description: 'The form has no file in its field "file"' },
  'carrier.not_found': { status: 404, description: 'Carrier not found' },
  'pricing.parties_missing': { status: 400, description: 'First enter the sender and recipient' },
  'pricing.no_products': {
    status: 404,
    description: 'No appropriate freight products for shipment (check postcodes)',
  },
  'pricing.price_not_found': { status: 404, description: "Price can't be found" },
  'freightservice.not_found': { status: 404, description: 'Freight service not found' },
  'postcode.invalid': { status: 400, description: 'The postcode is not valid' },
  'servicepoint.not_found': {
    status: 404,
    description: 'No pickup points (or access points) for given postal code',
  },
  'servicepoint.carrier_unknown': {
    status: 400,
    description: 'The carrier has no service points in this product',
  },
  'postcode.city_not_found': { status: 404, description: "Can't find city" },
  'content.not_found': { status: 404, description: 'Content not found' },
  'email.recipient_not_allowed': {
    status: 400,
    description: 'The mail may not go to that address',
  },
  'email.recipient_missing': { status: 400, description: 'The mail has no recipient' },
  'email.subject_missing': { status: 400, description: 'The mail has no subject' },
  'email.content_missing': { status: 400, description: 'The message is empty' },
  'email.consent_required': { status: 400, description: 'The consent must be given to send this' },
  'email.carrier_missing': { status: 400, description: 'Name the carrier the mail goes to' },
  'email.rate_limited': { status: 429, description: 'Too many mails sent this hour, try again later' },
  'mail.admin_only': { status: 403, description: 'Only administrators may see the outbox' },
  'audit.admin_required': { status: 403, description: "Only the company's administrators see its audit log" },
  'audit.export_too_large': {
    status: 400,
    description: 'Too many entries to export (at most 50,000); narrow the dates or the filters',
  },
  'mail.not_found': { status: 404, description: 'Mail not found' },
  'consignment.not_found': { status: 404, description: 'Consignment not found' },
  'customs.invoice_missing': {
    status: 404,
    description: 'No customs invoice has been saved for this shipment',
  },
  'customs.invoice_incomplete': {
    status: 400,
    description: 'The customs invoice is incomplete or has fields customs would refuse',
  },
  'paperless.carrier_refused': { status: 422, description: 'UPS did not take the document' },
  'paperless.carrier_unavailable': {
    status: 503,
    description: 'UPS cannot be reached right now: the document was not sent, try again in a moment',
  },
  'paperless.not_accepted': {
    status: 400,
    description: 'Paperless documents go only with UPS shipments to destinations that accept them',
  },
  'paperless.file_missing': { status: 400, description: 'Send the document as the multipart field "file"' },
  'paperless.file_type': {
    status: 400,
    description: 'The file is neither a PDF nor an image type UPS accepts (PNG, JPEG, GIF, TIFF, BMP)',
  },
  'paperless.too_large': { status: 413, description: 'The file is larger than 10 MB' },
  'paperless.too_many': { status: 400, description: 'A shipment takes at most 13 paperless documents' },
  'paperless.not_found': { status: 404, description: 'Paperless document not found' },
  'consignment.booked': { status: 409, description: 'The consignment is booked and can no longer change' },
  'consignment.has_order': { status: 409, description: 'The consignment already belongs to another order' },
  'consignment.no_order': { status: 409, description: 'The consignment has no order to book' },
  'order.not_found': { status: 404, description: 'Order not found' },
  'order.booked': { status: 409, description: 'The order is booked and can no longer change' },
  'order.not_booked': { status: 409, description: 'The order is not booked yet' },
  'order.archived': { status: 409, description: 'The shipment is archived and can no longer change' },
  'order.no_consignment': { status: 409, description: 'The order has no consignment to book' },
  'order.insurance_disabled': { status: 400, description: 'Insurance is switched off for this customer' },
  'booking.credit_blocked': {
    status: 403,
    description: 'The customer is blocked from booking on credit; contact customer service',
  },
  'booking.credit_limit': {
    status: 403,
    description: 'The booking would pass the credit limit; pay an invoice or contact customer service',
  },
  'booking.price_changed': { status: 409, description: 'The price has changed' },
  'booking.price_not_found': { status: 409, description: "Price can't be found for the shipment now" },
  'booking.idempotency_mismatch': {
    status: 422,
    description: 'The Idempotency-Key was already used for another request',
  },
  'booking.carrier_refused': { status: 422, description: 'The carrier refused the booking' },
  'booking.service_point_missing': {
    status: 422,
    description: 'The service delivers to a service point: choose one in step 3 before booking',
  },
  'booking.service_point_carrier': {
    status: 422,
    description: 'The chosen service point belongs to another carrier: choose a point again in step 3',
  },
  'booking.cancel_refused': {
    status: 409,
    description: 'The carrier refused to cancel the booking: the shipment is picked up',
  },
  'print.cancelled': { status: 409, description: 'The booking is cancelled: no document' },
  'print.archived': { status: 409, description: 'Archived shipments cannot be printed' },
  'print.carrier_label_unreadable': {
    status: 502,
    description: "The carrier's own label could not be read: contact customer service before sending",
  },
  'print.not_booked': { status: 409, description: 'No document: the shipment is not booked' },
  'print.customs_invoice_missing': {
    status: 400,
    description: 'The goods leave the EU: save the customs invoice before printing',
  },
  'print.no_document': { status: 404, description: 'No document' },
  'booking.carrier_unavailable': {
    status: 503,
    description: 'The carrier cannot be reached; nothing was booked, try again in a moment',
  },
  'booking.cancel_unavailable': {
    status: 503,
    description: 'The carrier cannot be reached; the booking is not cancelled, try again in a moment',
  },
  ...AFTERCARE_ERRORS,
  ...INTEGRATION_ERRORS,
  ...WEBHOOK_ERRORS,
  'server.error': { status: 500, description: 'An unidentified error occurred' },
  'server.busy': { status: 503, description: 'The server is busy, try again in a moment' },
  /** The database is out of reach; the server keeps answering and recovers when it is back. */
  'service.unavailable': { status: 503, description: 'The service is unavailable, try again in a moment' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** How soon a caller may try again while the database is away: about one restart attempt. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The same for a file store that did not answer: the client has already retried a few times. */
export const FILE_STORE_RETRY_AFTER_SECONDS = 10;

export interface ErrorItem {
  code: string;
  description: string;
  /** What the error is about, for the web app to show beside its text: refused ids, headings. */
  values?: (string | number)[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: ErrorItem[];
  /** Sent as `Retry-After` (429, 503): when the caller may try again. */
  retryAfterSeconds?: number;

  constructor(code: ErrorCode, description?: string, items?: ErrorItem[]) {
    const text = description ?? ERRORS[code].description;
    super(text);
    this.code = code;
    this.status = ERRORS[code].status;
    this.items = items ?? [{ code, description: text }];
  }

  static retryLater(code: ErrorCode, seconds: number): AppError {
    const error = new AppError(code);
    error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return error;
  }
}

export function errorBody(message: string, items: ErrorItem[]) {
  return { message, errors: items };
}
