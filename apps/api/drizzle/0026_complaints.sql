ALTER TABLE "complaint_files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "company_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "complaint_claim_ore" bigint;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "consignment_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "complaints_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_files_complaint_idx" ON "complaint_files" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_company_idx" ON "complaints" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "complaints_customer_idx" ON "complaints" USING btree ("customer_id","created_date");--> statement-breakpoint
CREATE INDEX "complaints_unanswered_idx" ON "complaints" USING btree ("sent_date") WHERE "complaints"."sent_date" IS NOT NULL AND "complaints"."answered_at" IS NULL AND NOT "complaints"."processed";--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "complaints" DROP COLUMN "complaint_claim";--> statement-breakpoint
-- The complaints address of each carrier the product knows (new databases get it from the seed).
UPDATE "carriers" SET "complaints_email" = CASE "code"
  WHEN 131 THEN 'reklamation.dhl-express@skeppa.se'
  WHEN 116 THEN 'reklamation.dhl-freight@skeppa.se'
  WHEN 4 THEN 'reklamation.dsv@skeppa.se'
  WHEN 225 THEN 'reklamation.ups@skeppa.se'
  WHEN 71 THEN 'reklamation.postnord@skeppa.se'
  WHEN 210 THEN 'reklamation.tnt@skeppa.se'
  ELSE "complaints_email" END;
