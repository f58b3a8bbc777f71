-- The contact list's sort indexes carry what a search and a list's filters read (the owner, the
-- sender and receiver flags, the search text), so a search with many hits walks the index alone
-- to find its page: a page whose hits sit late in the sort order no longer reads the rows it skips
-- (decision 239). A narrow index on the company alone is what a list's count reads now. Drizzle's
-- schema cannot spell INCLUDE; the columns stay as schema/contacts.ts has them.
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
DROP INDEX "contacts_sort_company_idx";--> statement-breakpoint
CREATE INDEX "contacts_sort_company_idx" ON "contacts" USING btree ("company_id","company" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
DROP INDEX "contacts_sort_name_idx";--> statement-breakpoint
CREATE INDEX "contacts_sort_name_idx" ON "contacts" USING btree ("company_id","first_name" COLLATE "sv-SE-x-icu","last_name" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
DROP INDEX "contacts_sort_city_idx";--> statement-breakpoint
CREATE INDEX "contacts_sort_city_idx" ON "contacts" USING btree ("company_id","city" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
DROP INDEX "contacts_sort_postcode_idx";--> statement-breakpoint
CREATE INDEX "contacts_sort_postcode_idx" ON "contacts" USING btree ("company_id","postcode","id") INCLUDE ("customer_id","consignor","consignee","search_text");
