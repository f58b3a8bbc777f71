CREATE TABLE "fixed_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"zone" text NOT NULL,
	"package_type" text NOT NULL,
	"price_ore" bigint NOT NULL,
	CONSTRAINT "fixed_prices_uq" UNIQUE("price_list_id","template_id","zone","package_type")
);
--> statement-breakpoint
CREATE TABLE "fuel_surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_code" integer NOT NULL,
	"percent" double precision NOT NULL,
	"valid_from" date NOT NULL,
	CONSTRAINT "fuel_surcharges_uq" UNIQUE("carrier_code","valid_from")
);
--> statement-breakpoint
CREATE TABLE "postcode_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"countrycode" text NOT NULL,
	"postcode_from" text NOT NULL,
	"postcode_to" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "postcode_areas_uq" UNIQUE("countrycode","postcode_from","postcode_to")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"type" text NOT NULL,
	"label_sv" text NOT NULL,
	"label_en" text NOT NULL,
	"price_ore" bigint DEFAULT 0 NOT NULL,
	"per_package" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_sv" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "service_options_uq" UNIQUE("template_id","type")
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"per_package" boolean DEFAULT false NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"zone" text NOT NULL,
	"countries" text[] NOT NULL,
	"postcode_from" text,
	"postcode_to" text,
	"extra_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"zone" text NOT NULL,
	"min_charge_ore" bigint NOT NULL,
	"per_kg_beyond_ore" bigint NOT NULL,
	"breaks" jsonb NOT NULL,
	CONSTRAINT "tariffs_list_template_zone_uq" UNIQUE("price_list_id","template_id","zone")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_name" text NOT NULL,
	"template_subject" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"service_id" text DEFAULT '' NOT NULL,
	"text_id" integer,
	"add_service" text DEFAULT '' NOT NULL,
	"price_code" text DEFAULT '' NOT NULL,
	"price_transport_product" text DEFAULT '' NOT NULL,
	"price_supplier" integer NOT NULL,
	"price_info" text DEFAULT '' NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"delivery_min_days" integer NOT NULL,
	"delivery_max_days" integer NOT NULL,
	"delivery_info" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"payment_collect" boolean DEFAULT false NOT NULL,
	"hide_priceless" boolean DEFAULT true NOT NULL,
	"location_finder" boolean DEFAULT false NOT NULL,
	"location_finder_ups" boolean DEFAULT false NOT NULL,
	"pickup_time" text DEFAULT '' NOT NULL,
	"return_service" boolean DEFAULT false NOT NULL,
	"no_pickup_template_exists" boolean DEFAULT false NOT NULL,
	"mandatory_name_consignor" boolean DEFAULT false NOT NULL,
	"mandatory_name_consignee" boolean DEFAULT false NOT NULL,
	"mandatory_mobile_consignor" boolean DEFAULT false NOT NULL,
	"mandatory_mobile_consignee" boolean DEFAULT false NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_member_level" integer DEFAULT 0 NOT NULL,
	"from_countries" text[] NOT NULL,
	"consignee_types" text[] NOT NULL,
	"package_types" text[] NOT NULL,
	"max_weight_per_package" double precision NOT NULL,
	"max_length" double precision NOT NULL,
	"max_width" double precision NOT NULL,
	"max_height" double precision NOT NULL,
	"max_packages" integer DEFAULT 99 NOT NULL,
	"kg_per_m3" double precision DEFAULT 0 NOT NULL,
	"kg_per_ldm" double precision DEFAULT 0 NOT NULL,
	"weight_step" double precision DEFAULT 1 NOT NULL,
	"vat_rate" double precision DEFAULT 0.25 NOT NULL,
	"terms_sv" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"info_sv" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "templates_template_name_unique" UNIQUE("template_name")
);
--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_prices" ADD CONSTRAINT "fixed_prices_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_surcharges" ADD CONSTRAINT "fuel_surcharges_carrier_code_carriers_code_fk" FOREIGN KEY ("carrier_code") REFERENCES "public"."carriers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_zones" ADD CONSTRAINT "tariff_zones_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_supplier_id_carriers_code_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."carriers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postcode_areas_lookup_idx" ON "postcode_areas" USING btree ("countrycode","postcode_from");--> statement-breakpoint
CREATE INDEX "tariff_zones_template_idx" ON "tariff_zones" USING btree ("template_id");