CREATE TABLE "carrier_ups_labels" (
	"shipment_id" integer NOT NULL,
	"package_no" text NOT NULL,
	"format" text NOT NULL,
	"image" "bytea" NOT NULL,
	CONSTRAINT "carrier_ups_labels_shipment_id_package_no_pk" PRIMARY KEY("shipment_id","package_no")
);
--> statement-breakpoint
CREATE TABLE "carrier_ups_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_ups_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"shipment_no" text NOT NULL,
	"packages" jsonb NOT NULL,
	"account" text NOT NULL,
	"pickup_no" text,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carrier_ups_labels" ADD CONSTRAINT "carrier_ups_labels_shipment_id_carrier_ups_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."carrier_ups_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_ups_shipments_live_key_idx" ON "carrier_ups_shipments" USING btree ("idempotency_key") WHERE "carrier_ups_shipments"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_ups_shipments_no_idx" ON "carrier_ups_shipments" USING btree ("shipment_no");