CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer,
	"customer_id" integer,
	"api_key_id" integer,
	"actor_name" text NOT NULL,
	"address" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"object_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_company_at_idx" ON "audit_entries" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_company_customer_idx" ON "audit_entries" USING btree ("company_id","customer_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_company_action_idx" ON "audit_entries" USING btree ("company_id","action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_company_object_idx" ON "audit_entries" USING btree ("company_id","object_type","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_company_key_idx" ON "audit_entries" USING btree ("company_id","api_key_id","at" DESC NULLS LAST) WHERE "audit_entries"."api_key_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");