ALTER TABLE "price_lists" ADD COLUMN "currency" text DEFAULT 'SEK' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_zones" ADD COLUMN "origin_countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_zones" ADD COLUMN "kg_per_m3" double precision;--> statement-breakpoint
ALTER TABLE "tariff_zones" ADD COLUMN "kg_per_ldm" double precision;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "per_piece" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before these columns existed: the seed leaves seeded templates alone, so the
-- sample tariffs get the new rules here. Courier services weigh each package on its own.
UPDATE "templates" SET "per_piece" = true WHERE "supplier_id" IN (131, 225, 210) AND "weight_step" = 0.5;--> statement-breakpoint
-- Road services charge Nordic and European road on their own factors (DOMAIN.md).
UPDATE "tariff_zones" z SET "kg_per_m3" = 350, "kg_per_ldm" = 2000 FROM "templates" t
  WHERE z."template_id" = t."id" AND t."kg_per_ldm" > 0 AND z."zone" = 'NORDIC' AND z."kg_per_m3" IS NULL;--> statement-breakpoint
UPDATE "tariff_zones" z SET "kg_per_m3" = 333, "kg_per_ldm" = 1850 FROM "templates" t
  WHERE z."template_id" = t."id" AND t."kg_per_ldm" > 0 AND z."zone" = 'EU' AND z."kg_per_m3" IS NULL;--> statement-breakpoint
-- The big-city fee applies to the pickup as well; phone notice is the pre-notice, charged once.
UPDATE "surcharges" SET "params" = "params" || '{"atPickup": true}'::jsonb WHERE "kind" = 'bigCity';--> statement-breakpoint
UPDATE "surcharges" s SET "params" = s."params" || '{"coveredByOptions": ["phoneNotice"]}'::jsonb
  WHERE s."kind" = 'preNotice'
    AND EXISTS (SELECT 1 FROM "service_options" o WHERE o."template_id" = s."template_id" AND o."type" = 'phoneNotice');
