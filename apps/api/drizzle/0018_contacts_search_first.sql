-- The contacts table rebuilt with its columns in a new order: the company, the owner and the
-- flags, then the search text, then the rest. A search tests thousands of rows for the company
-- and the search text; PostgreSQL finds a column at a known offset only when every column before
-- it has a fixed width, and the search text was the 22nd, after 14 texts it walked through on
-- every row (a fifth of a broad search's time). Ids, their sequence, every row and every index
-- and constraint are kept under their names; only the order on disk changes (decision 248).
-- The old table moves aside first and is dropped with its indexes before the new ones take their
-- names; the NOT NULL constraints are named as PostgreSQL named them on the old table.
ALTER TABLE "contacts" RENAME TO "contacts_before_0018";--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer DEFAULT nextval('contacts_id_seq'::regclass) CONSTRAINT "contacts_id_not_null" NOT NULL,
	"company_id" integer CONSTRAINT "contacts_company_id_not_null" NOT NULL,
	"customer_id" integer CONSTRAINT "contacts_customer_id_not_null" NOT NULL,
	"consignor" boolean DEFAULT false CONSTRAINT "contacts_consignor_not_null" NOT NULL,
	"consignee" boolean DEFAULT true CONSTRAINT "contacts_consignee_not_null" NOT NULL,
	"consumer" boolean DEFAULT false CONSTRAINT "contacts_consumer_not_null" NOT NULL,
	"locked" boolean DEFAULT false CONSTRAINT "contacts_locked_not_null" NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(company || ' ' || first_name || ' ' || last_name || ' ' || city || ' ' || postcode || ' ' || reference)) STORED,
	"company" text DEFAULT '' CONSTRAINT "contacts_company_not_null" NOT NULL,
	"first_name" text DEFAULT '' CONSTRAINT "contacts_first_name_not_null" NOT NULL,
	"last_name" text DEFAULT '' CONSTRAINT "contacts_last_name_not_null" NOT NULL,
	"address1" text DEFAULT '' CONSTRAINT "contacts_address1_not_null" NOT NULL,
	"address2" text DEFAULT '' CONSTRAINT "contacts_address2_not_null" NOT NULL,
	"postcode" text DEFAULT '' CONSTRAINT "contacts_postcode_not_null" NOT NULL,
	"city" text DEFAULT '' CONSTRAINT "contacts_city_not_null" NOT NULL,
	"state" text DEFAULT '' CONSTRAINT "contacts_state_not_null" NOT NULL,
	"country" text DEFAULT 'SE' CONSTRAINT "contacts_country_not_null" NOT NULL,
	"phone" text DEFAULT '' CONSTRAINT "contacts_phone_not_null" NOT NULL,
	"mobile" text DEFAULT '' CONSTRAINT "contacts_mobile_not_null" NOT NULL,
	"email" text DEFAULT '' CONSTRAINT "contacts_email_not_null" NOT NULL,
	"reference" text DEFAULT '' CONSTRAINT "contacts_reference_not_null" NOT NULL,
	"comments" text DEFAULT '' CONSTRAINT "contacts_comments_not_null" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() CONSTRAINT "contacts_created_at_not_null" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() CONSTRAINT "contacts_updated_at_not_null" NOT NULL
);--> statement-breakpoint
INSERT INTO "contacts" ("id", "company_id", "customer_id", "consignor", "consignee", "consumer", "locked", "company", "first_name", "last_name", "address1", "address2", "postcode", "city", "state", "country", "phone", "mobile", "email", "reference", "comments", "created_at", "updated_at")
	SELECT "id", "company_id", "customer_id", "consignor", "consignee", "consumer", "locked", "company", "first_name", "last_name", "address1", "address2", "postcode", "city", "state", "country", "phone", "mobile", "email", "reference", "comments", "created_at", "updated_at"
	FROM "contacts_before_0018" ORDER BY "id";--> statement-breakpoint
-- The sequence goes with the new table; dropped with the old one it would take the ids' source.
ALTER SEQUENCE "contacts_id_seq" OWNED BY "contacts"."id";--> statement-breakpoint
DROP TABLE "contacts_before_0018";--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id","company_id");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contacts_sort_company_idx" ON "contacts" USING btree ("company_id","company" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
CREATE INDEX "contacts_sort_name_idx" ON "contacts" USING btree ("company_id","first_name" COLLATE "sv-SE-x-icu","last_name" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
CREATE INDEX "contacts_sort_city_idx" ON "contacts" USING btree ("company_id","city" COLLATE "sv-SE-x-icu","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
CREATE INDEX "contacts_sort_postcode_idx" ON "contacts" USING btree ("company_id","postcode","id") INCLUDE ("customer_id","consignor","consignee","search_text");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The planner's figures for the new table, at once rather than at the next automatic ANALYZE.
ANALYZE "contacts";
