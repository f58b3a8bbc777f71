CREATE SEQUENCE "public"."booked_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "consignment_packages" (
	"consignment_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"goods_line" smallint NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "consignment_packages_consignment_id_sequence_pk" PRIMARY KEY("consignment_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "company_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "temporary_order_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_no || ' ' || coalesce(temporary_order_no, '') || ' ' || coalesce(consignment_no, '') || ' ' || sender_order_ref || ' ' || to_name || ' ' || to_postcode || ' ' || to_city)) STORED;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_packages" ADD CONSTRAINT "consignment_packages_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_consignment_idx" ON "orders" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_booked_idx" ON "orders" USING btree ("customer_id","date_booked" DESC NULLS LAST,"order_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_booked_idx" ON "orders" USING btree ("company_id","date_booked" DESC NULLS LAST,"order_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_unbooked_idx" ON "orders" USING btree ("customer_id","date_placed" DESC NULLS LAST,"order_no" DESC NULLS LAST) WHERE "orders"."date_booked" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_unbooked_placed_idx" ON "orders" USING btree ("date_placed") WHERE "orders"."date_booked" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_temporary_order_no_unique" UNIQUE("temporary_order_no");