CREATE SEQUENCE "public"."insurance_claim_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "aftercare_deadline_notices" (
	"consignment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aftercare_deadline_notices_consignment_id_customer_id_kind_pk" PRIMARY KEY("consignment_id","customer_id","kind"),
	CONSTRAINT "aftercare_deadline_notices_kind_check" CHECK ("aftercare_deadline_notices"."kind" IN ('hiddenDamage', 'delay', 'timeBar'))
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_files_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"claim_no" text,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"bank_account_type" text NOT NULL,
	"bank_clearing" text DEFAULT '' NOT NULL,
	"bank_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "insurance_claims_claim_no_unique" UNIQUE("claim_no"),
	CONSTRAINT "insurance_claims_kind_check" CHECK ("insurance_claims"."kind" IN ('damage', 'loss', 'delay')),
	CONSTRAINT "insurance_claims_status_check" CHECK ("insurance_claims"."status" IN ('draft', 'submitted', 'inReview', 'approved', 'partlyApproved', 'rejected', 'paid')),
	CONSTRAINT "insurance_claims_bank_account_type_check" CHECK ("insurance_claims"."bank_account_type" IN ('bankgiro', 'plusgiro', 'bank')),
	CONSTRAINT "insurance_claims_amount_check" CHECK ("insurance_claims"."amount_ore" > 0),
	CONSTRAINT "insurance_claims_claim_no_check" CHECK (("insurance_claims"."status" = 'draft') = ("insurance_claims"."claim_no" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "transport_mode" text DEFAULT 'road' NOT NULL;--> statement-breakpoint
-- Backfill: the courier services the seed wrote before the column existed weigh per piece, the road services never do.
UPDATE "templates" SET "transport_mode" = 'air' WHERE "per_piece";--> statement-breakpoint
ALTER TABLE "aftercare_deadline_notices" ADD CONSTRAINT "aftercare_deadline_notices_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftercare_deadline_notices" ADD CONSTRAINT "aftercare_deadline_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_insurance_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."insurance_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "insurance_claims_consignment_idx" ON "insurance_claims" USING btree ("consignment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insurance_claims_company_idx" ON "insurance_claims" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "insurance_claims_draft_idx" ON "insurance_claims" USING btree ("consignment_id") WHERE "insurance_claims"."status" = 'draft';