-- Every change to tariff data bumps one version number; API processes compare it before pricing
-- and reload their in-memory tariffs when it moved.
INSERT INTO "tariff_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_tariff_version() RETURNS trigger AS $$
BEGIN
  UPDATE "tariff_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['templates', 'price_lists', 'tariff_zones', 'tariffs', 'fixed_prices',
                           'fuel_surcharges', 'surcharges', 'service_options', 'carriers']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION bump_tariff_version()', t || '_bump_tariff_version', t);
  END LOOP;
END $$;
