DROP INDEX "contacts_customer_idx";--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id","company_id");