import type { Language } from './languages.ts';

/**
 * What an audit entry is about. `apikey` and `webhook_endpoint` are recorded by the API-key and
 * webhook modules (issue 35 points 1 and 2).
 */
export const AUDIT_OBJECT_TYPES = [
  'customer',
  'company',
  'contact',
  'consignment',
  'order',
  'complaint',
  'claim',
  'apikey',
  'webhook_endpoint',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_OBJECT_TYPE_NAMES: Record<AuditObjectType, Record<Language, string>> = {
  customer: { sv: 'Användare', en: 'User' },
  company: { sv: 'Företag', en: 'Company' },
  contact: { sv: 'Kontakt', en: 'Contact' },
  consignment: { sv: 'Sändning', en: 'Consignment' },
  order: { sv: 'Order', en: 'Order' },
  complaint: { sv: 'Reklamation', en: 'Complaint' },
  claim: { sv: 'Skadeanmälan', en: 'Insurance claim' },
  apikey: { sv: 'API-nyckel', en: 'API key' },
  webhook_endpoint: { sv: 'Webhook', en: 'Webhook' },
};

interface ActionDefinition {
  object: AuditObjectType;
  sv: string;
  en: string;
}

/**
 * Every action the audit log records, the kind of object it acts on and its name on the screen and
 * in the export. Names live beside the codes (not in the web's translations) because the server
 * writes them into the CSV and xlsx export too, and an action added here cannot lack one.
 */
const CATALOGUE = {
  'auth.signed_in': { object: 'customer', sv: 'Loggade in', en: 'Signed in' },
  'auth.sign_in_failed': { object: 'customer', sv: 'Misslyckad inloggning', en: 'Sign-in failed' },
  'customer.settings_changed': { object: 'customer', sv: 'Ändrade inställning', en: 'Changed a setting' },
  'customer.details_changed': {
    object: 'customer',
    sv: 'Ändrade sina uppgifter',
    en: 'Changed their details',
  },
  'customer.company_changed': {
    object: 'company',
    sv: 'Ändrade företagsuppgifter',
    en: 'Changed company details',
  },
  'customer.carrier_changed': { object: 'customer', sv: 'Ändrade transportörer', en: 'Changed carriers' },
  'contact.created': { object: 'contact', sv: 'Skapade kontakt', en: 'Created a contact' },
  'contact.changed': { object: 'contact', sv: 'Ändrade kontakt', en: 'Changed a contact' },
  'contact.deleted': { object: 'contact', sv: 'Tog bort kontakt', en: 'Deleted a contact' },
  'contact.bulk_deleted': { object: 'contact', sv: 'Tog bort kontakter', en: 'Deleted contacts' },
  'contact.bulk_flagged': { object: 'contact', sv: 'Markerade kontakter', en: 'Marked contacts' },
  'contact.imported': { object: 'contact', sv: 'Importerade kontakter', en: 'Imported contacts' },
  'order.booked': { object: 'order', sv: 'Bokade', en: 'Booked' },
  'order.cancelled': { object: 'order', sv: 'Avbokade', en: 'Cancelled a booking' },
  'order.deleted': { object: 'order', sv: 'Tog bort order', en: 'Deleted an order' },
  'consignment.deleted': { object: 'consignment', sv: 'Tog bort sändning', en: 'Deleted a consignment' },
  'shipment.printed': { object: 'order', sv: 'Skrev ut', en: 'Printed' },
  'complaint.created': { object: 'complaint', sv: 'Skapade reklamation', en: 'Created a complaint' },
  'complaint.changed': { object: 'complaint', sv: 'Ändrade reklamation', en: 'Changed a complaint' },
  'complaint.sent': { object: 'complaint', sv: 'Skickade reklamation', en: 'Sent a complaint' },
  'complaint.reminded': {
    object: 'complaint',
    sv: 'Påminde transportören',
    en: 'Reminded the carrier',
  },
  'complaint.deleted': { object: 'complaint', sv: 'Tog bort reklamation', en: 'Deleted a complaint' },
  'complaint.file_added': { object: 'complaint', sv: 'Bifogade fil', en: 'Attached a file' },
  'claim.created': { object: 'claim', sv: 'Skapade skadeanmälan', en: 'Created an insurance claim' },
  'claim.changed': { object: 'claim', sv: 'Ändrade skadeanmälan', en: 'Changed an insurance claim' },
  'claim.submitted': { object: 'claim', sv: 'Skickade skadeanmälan', en: 'Submitted an insurance claim' },
  'claim.status_changed': {
    object: 'claim',
    sv: 'Registrerade försäkringsbolagets beslut',
    en: "Recorded the insurer's decision",
  },
  'claim.file_added': { object: 'claim', sv: 'Bifogade fil', en: 'Attached a file' },
  'claim.file_removed': { object: 'claim', sv: 'Tog bort fil', en: 'Removed a file' },
  // Recorded by the API-key module (issue 35 point 1).
  'apikey.created': { object: 'apikey', sv: 'Skapade API-nyckel', en: 'Created an API key' },
  'apikey.revoked': { object: 'apikey', sv: 'Spärrade API-nyckel', en: 'Revoked an API key' },
  'apikey.rotated': { object: 'apikey', sv: 'Bytte API-nyckel', en: 'Rotated an API key' },
  // Recorded by the webhooks module (issue 35 point 2).
  'webhook.endpoint_created': {
    object: 'webhook_endpoint',
    sv: 'Lade till webhook',
    en: 'Added a webhook',
  },
  'webhook.endpoint_changed': { object: 'webhook_endpoint', sv: 'Ändrade webhook', en: 'Changed a webhook' },
  'webhook.endpoint_deleted': {
    object: 'webhook_endpoint',
    sv: 'Tog bort webhook',
    en: 'Deleted a webhook',
  },
  'webhook.endpoint_rotated': {
    object: 'webhook_endpoint',
    sv: 'Bytte webhookens hemlighet',
    en: "Rotated a webhook's secret",
  },
} as const satisfies Record<string, ActionDefinition>;

export type AuditAction = keyof typeof CATALOGUE;
export const AUDIT_ACTIONS = Object.keys(CATALOGUE) as [AuditAction, ...AuditAction[]];

/** The kind of object an action acts on. */
export const auditActionObject = (action: AuditAction): AuditObjectType => CATALOGUE[action].object;

/** An action's name in a language, for the screen and the export. */
export const auditActionName = (action: AuditAction, language: Language): string =>
  CATALOGUE[action][language];

export const auditObjectTypeName = (type: AuditObjectType, language: Language): string =>
  AUDIT_OBJECT_TYPE_NAMES[type][language];
