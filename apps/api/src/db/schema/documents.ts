import type { CustomsInvoice } from '@skeppa/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './companies.ts';
import { consignments } from './shipments.ts';

/** A shipment's customs invoice as the user keeps it (domain `customsInvoiceSchema`), complete or not. */
export const customsInvoices = pgTable('customs_invoices', {
  consignmentId: integer('consignment_id')
    .primaryKey()
    .references(() => consignments.id, { onDelete: 'cascade' }),
  invoice: jsonb('invoice').$type<CustomsInvoice>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Documents sent to UPS paperless for a shipment. The file itself lives in the file store under
 * `storageKey`; the row says what it is and which id the carrier gave it.
 */
export const paperlessDocuments = pgTable(
  'paperless_documents',
  {
    id: serial('id').primaryKey(),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    upsDocumentId: text('ups_document_id').notNull(),
    generated: boolean('generated').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paperless_documents_uploaded_by_idx').on(t.uploadedBy),
    index('paperless_documents_consignment_idx').on(t.consignmentId, t.id),
  ],
);
