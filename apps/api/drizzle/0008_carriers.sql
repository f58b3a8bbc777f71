CREATE SEQUENCE "public"."carrier_dhl_express_piece_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_dhl_express_waybill_seq" INCREMENT BY 1 MINVALUE 100000000 MAXVALUE 999999999 START WITH 100000000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_dhl_freight_sscc_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_dhl_freight_waybill_seq" INCREMENT BY 1 MINVALUE 100000000 MAXVALUE 999999999 START WITH 100000000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_dsv_sscc_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_dsv_waybill_seq" INCREMENT BY 1 MINVALUE 100000000 MAXVALUE 999999999 START WITH 100000000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."carrier_ups_package_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "carrier_sandbox_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_sandbox_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_code" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"consignment_no" text NOT NULL,
	"packages" jsonb NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_key_idx" ON "carrier_sandbox_bookings" USING btree ("carrier_code","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_bookings_no_idx" ON "carrier_sandbox_bookings" USING btree ("carrier_code","consignment_no");