ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tracking_mail_receiver_pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tracking_mail_receiver_out_for_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tracking_mail_sender_delivered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tracking_mail_sender_exception" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD COLUMN "receiver_email" text;--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD COLUMN "sender_email" text;