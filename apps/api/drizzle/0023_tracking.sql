CREATE TABLE "shipment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"local_at" text NOT NULL,
	"city" text,
	"country_code" text,
	"carrier_code" text NOT NULL,
	"carrier_text" text NOT NULL,
	"status" text NOT NULL,
	"cause" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_tracking" (
	"order_no" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"consignment_no" text NOT NULL,
	"carrier_account" text DEFAULT '' NOT NULL,
	"carrier_name" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"expected_delivery" date,
	"booked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"quiet_checks" smallint DEFAULT 0 NOT NULL,
	"failed_checks" smallint DEFAULT 0 NOT NULL,
	"event_count" smallint DEFAULT 0 NOT NULL,
	"receiver_token" text,
	CONSTRAINT "shipment_tracking_receiver_token_unique" UNIQUE("receiver_token")
);
--> statement-breakpoint
ALTER TABLE "carrier_sandbox_bookings" ADD COLUMN "route" jsonb;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_no_shipment_tracking_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."shipment_tracking"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD CONSTRAINT "shipment_tracking_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD CONSTRAINT "shipment_tracking_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD CONSTRAINT "shipment_tracking_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("order_no","at","carrier_code");--> statement-breakpoint
CREATE INDEX "shipment_tracking_due_idx" ON "shipment_tracking" USING btree ("supplier_id","next_check_at") WHERE "shipment_tracking"."next_check_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shipment_tracking_company_idx" ON "shipment_tracking" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shipment_tracking_customer_idx" ON "shipment_tracking" USING btree ("customer_id");--> statement-breakpoint
-- Shipments booked before tracking existed are followed from now on, for as long as any booking is
-- (90 days); the sender makes their receiver's page on the consignment page when wanted.
INSERT INTO "shipment_tracking" ("order_no", "company_id", "customer_id", "supplier_id", "consignment_no", "carrier_account", "carrier_name", "tracking_url", "status", "booked_at", "next_check_at")
SELECT o."order_no", o."company_id", o."customer_id", o."supplier_id", o."consignment_no",
  coalesce((SELECT b."account" FROM "carrier_sandbox_bookings" b WHERE b."carrier_code" = o."supplier_id" AND b."consignment_no" = o."consignment_no" LIMIT 1), ''),
  coalesce((SELECT c."name" FROM "carriers" c WHERE c."code" = o."supplier_id"), ''),
  coalesce((SELECT t."tracking_url" FROM "templates" t WHERE t."template_name" = o."template_name"), ''),
  CASE WHEN upper(btrim(o."status_category")) = 'CANCELLED' THEN 'cancelled' ELSE 'booked' END,
  o."date_booked",
  CASE WHEN upper(btrim(o."status_category")) <> 'CANCELLED' AND o."date_booked" > now() - interval '90 days' THEN now() END
FROM "orders" o
WHERE o."date_booked" IS NOT NULL AND o."consignment_no" IS NOT NULL AND o."supplier_id" IS NOT NULL;
