CREATE TABLE "booking_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"idempotency_key" text,
	"carrier_code" integer NOT NULL,
	"request_digest" text NOT NULL,
	"request" json NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
DROP INDEX "carrier_sandbox_bookings_key_idx";--> statement-breakpoint
CREATE INDEX "booking_attempts_open_idx" ON "booking_attempts" USING btree ("order_no") WHERE "booking_attempts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "booking_attempts_closed_idx" ON "booking_attempts" USING btree ("closed_at") WHERE "booking_attempts"."closed_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_live_key_idx" ON "carrier_sandbox_bookings" USING btree ("carrier_code","idempotency_key") WHERE "carrier_sandbox_bookings"."cancelled_at" IS NULL;