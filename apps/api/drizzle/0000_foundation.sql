CREATE TABLE "bill_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"type" text DEFAULT 'freight' NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"info_text" text DEFAULT '' NOT NULL,
	"total_price_ore" bigint DEFAULT 0 NOT NULL,
	"vat_ore" bigint DEFAULT 0 NOT NULL,
	"supplier_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	"date_billed" timestamp with time zone,
	"bill_id" integer
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"type" text DEFAULT 'invoice' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"currency" text DEFAULT 'SEK' NOT NULL,
	"total_capital_ore" bigint DEFAULT 0 NOT NULL,
	"total_vat_ore" bigint DEFAULT 0 NOT NULL,
	"spotfactoring_invoice_id" text
);
--> statement-breakpoint
CREATE TABLE "complaint_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_path" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"supplier_id" integer,
	"created_by" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_date" timestamp with time zone,
	"sent_receiver_id" integer,
	"identifier" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"complaint_claim" boolean DEFAULT false NOT NULL,
	"reply_to_member" text DEFAULT '' NOT NULL,
	"mark_member_list" boolean DEFAULT false NOT NULL,
	"mark_admin_list" boolean DEFAULT false NOT NULL,
	"ref_complaint_id" integer,
	"processed" boolean DEFAULT false NOT NULL,
	"internal_comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_name" text NOT NULL,
	"active" boolean NOT NULL,
	"default_agreement_no_list2" text DEFAULT '' NOT NULL,
	"default_agreement_no_other" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"org_no" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'SE' NOT NULL,
	"credit_limit_ore" bigint DEFAULT 0 NOT NULL,
	"credit_block" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_carriers" (
	"customer_id" integer NOT NULL,
	"carrier_code" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"price_supplier" integer DEFAULT 0 NOT NULL,
	"agreement_no" text DEFAULT '' NOT NULL,
	"sort_nr" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_carriers_customer_id_carrier_code_pk" PRIMARY KEY("customer_id","carrier_code")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" text,
	"email" text NOT NULL,
	"password_hash" text,
	"customer_level" integer DEFAULT 0 NOT NULL,
	"member_level" integer DEFAULT 1 NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"filter_contacts" boolean DEFAULT false NOT NULL,
	"primary_contact_id" integer,
	"archived_complaints" boolean DEFAULT false NOT NULL,
	"show_all_booked" boolean DEFAULT false NOT NULL,
	"print_format" text DEFAULT 'PDF' NOT NULL,
	"price_list" integer DEFAULT 1 NOT NULL,
	"module_message_read" boolean DEFAULT false NOT NULL,
	"insurance_disabled" boolean DEFAULT false NOT NULL,
	"insurance_goods_value_ore" bigint,
	"no_pickup" boolean DEFAULT false NOT NULL,
	"consignee_type" text DEFAULT 'company' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_key_language_uq" UNIQUE("key","language")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"cc" text DEFAULT '' NOT NULL,
	"bcc" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"format_type" text DEFAULT 'text' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"article_type" text DEFAULT 'news' NOT NULL,
	"language" text DEFAULT 'sv' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_publish" timestamp with time zone DEFAULT now() NOT NULL,
	"date_remove" timestamp with time zone,
	"header" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"link_text" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_blank' NOT NULL,
	"message_extended" text DEFAULT '' NOT NULL,
	"pic_name" text DEFAULT '' NOT NULL,
	"sort_nr" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_views" (
	"news_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_views_news_id_customer_id_pk" PRIMARY KEY("news_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"path" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"consignment_no" text,
	"template_name" text DEFAULT '' NOT NULL,
	"sender_order_ref" text DEFAULT '' NOT NULL,
	"insurance_disabled" boolean DEFAULT false NOT NULL,
	"insurance_goods_value_ore" bigint,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport_product" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'SE' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"consignor" boolean DEFAULT false NOT NULL,
	"consignee" boolean DEFAULT true NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"consumer" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"consignment_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"no_of_packages" integer DEFAULT 1 NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	"length" double precision DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"height" double precision DEFAULT 0 NOT NULL,
	"loading_metres" double precision DEFAULT 0 NOT NULL,
	"package_type" text DEFAULT 'parcel' NOT NULL,
	"goods_type" text DEFAULT 'Standard' NOT NULL,
	"tag" text DEFAULT 'parcel' NOT NULL,
	"is_stackable" boolean DEFAULT true NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"sort_nr" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"supplier_id" integer,
	"price_supplier" integer,
	"consignment_id" integer,
	"consignment_no" text,
	"template_name" text DEFAULT '' NOT NULL,
	"consignee_type" text DEFAULT 'company' NOT NULL,
	"calculated_price_ore" bigint,
	"calculated_currency" text DEFAULT 'SEK' NOT NULL,
	"sender_order_ref" text DEFAULT '' NOT NULL,
	"date_booked" timestamp with time zone,
	"printed" boolean DEFAULT false NOT NULL,
	"date_printed" timestamp with time zone,
	"date_placed" timestamp with time zone DEFAULT now() NOT NULL,
	"no_pickup" boolean DEFAULT false NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"goods_value_ore" bigint,
	"insurance_price_ore" bigint,
	"status_category" text DEFAULT '' NOT NULL,
	"status_name" text DEFAULT '' NOT NULL,
	"status_updated" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bill_orders" ADD CONSTRAINT "bill_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_orders" ADD CONSTRAINT "bill_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_orders" ADD CONSTRAINT "bill_orders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_keys" ADD CONSTRAINT "sso_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_carriers" ADD CONSTRAINT "customer_carriers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_carriers" ADD CONSTRAINT "customer_carriers_carrier_code_carriers_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carriers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_items" ADD CONSTRAINT "goods_items_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","date_placed");