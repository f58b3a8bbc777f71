-- Contacts are shared within the owner's company (SPEC §6): the company is kept on the row, so a
-- list, a search and a permission check read one table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "contacts" SET "company_id" = "customers"."company_id" FROM "customers" WHERE "customers"."id" = "contacts"."customer_id";--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company || ' ' || first_name || ' ' || last_name || ' ' || city || ' ' || postcode || ' ' || reference)) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_sort_company_idx" ON "contacts" USING btree ("company_id","company" COLLATE "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "contacts_sort_name_idx" ON "contacts" USING btree ("company_id","first_name" COLLATE "sv-SE-x-icu","last_name" COLLATE "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "contacts_sort_city_idx" ON "contacts" USING btree ("company_id","city" COLLATE "sv-SE-x-icu","id");--> statement-breakpoint
CREATE INDEX "contacts_sort_postcode_idx" ON "contacts" USING btree ("company_id","postcode","id");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The sender favourite is each user's own setting (customers.primary_contact_id), not a flag on a
-- shared contact; a favourite pointing at no contact any more is cleared.
ALTER TABLE "contacts" DROP COLUMN "primary";--> statement-breakpoint
UPDATE "customers" SET "primary_contact_id" = NULL WHERE "primary_contact_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "contacts" WHERE "contacts"."id" = "customers"."primary_contact_id");
