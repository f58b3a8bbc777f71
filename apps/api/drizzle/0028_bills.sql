CREATE TABLE "bill_number_series" (
	"id" smallint PRIMARY KEY NOT NULL,
	"next_no" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"message_id" text NOT NULL,
	"bill_id" integer,
	"company_id" integer,
	"amount_ore" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"reference" text,
	"message" text DEFAULT '' NOT NULL,
	"debtor_name" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pay_later_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"org_no" text NOT NULL,
	"requested_limit_ore" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_orders" ADD COLUMN "vat_rate" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_orders" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "bill_orders" ADD COLUMN "line_no" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_orders" ADD COLUMN "credit_of" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_no" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "ocr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credited_bill_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "language" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_applications" ADD CONSTRAINT "pay_later_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_applications" ADD CONSTRAINT "pay_later_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_payments_company_idx" ON "bill_payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pay_later_applications_company_idx" ON "pay_later_applications" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_later_applications_pending_idx" ON "pay_later_applications" USING btree ("company_id") WHERE "pay_later_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bill_orders_order_line_idx" ON "bill_orders" USING btree ("order_no","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_orders_credit_of_idx" ON "bill_orders" USING btree ("credit_of");--> statement-breakpoint
CREATE INDEX "bill_orders_unbilled_idx" ON "bill_orders" USING btree ("company_id","date_created") WHERE not "bill_orders"."billed";--> statement-breakpoint
CREATE INDEX "bill_orders_bill_idx" ON "bill_orders" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_orders_company_created_idx" ON "bill_orders" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "bills_company_date_idx" ON "bills" USING btree ("company_id","bill_date");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_no_unique" UNIQUE("invoice_no");--> statement-breakpoint
INSERT INTO "bill_number_series" ("id", "next_no") VALUES (1, 1001);
