-- Every API process keeps pricing's customer (price list, member level, consignee type, pickup,
-- carriers, tariff version) in memory and forgets it when told on the `pricing_customer`
-- channel: the payload is the customer's id, or '*' when the tariffs changed for everyone.
-- PostgreSQL sends a notice when its transaction commits and folds repeats within it into one.
CREATE OR REPLACE FUNCTION notify_pricing_customer() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'tariff_version' THEN
    PERFORM pg_notify('pricing_customer', '*');
  ELSIF TG_TABLE_NAME = 'customers' THEN
    PERFORM pg_notify('pricing_customer', OLD.id::text);
  ELSE
    PERFORM pg_notify('pricing_customer', (CASE TG_OP WHEN 'DELETE' THEN OLD.customer_id ELSE NEW.customer_id END)::text);
    IF TG_OP = 'UPDATE' AND OLD.customer_id <> NEW.customer_id THEN
      PERFORM pg_notify('pricing_customer', OLD.customer_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customers_notify_pricing_customer
  AFTER UPDATE OF price_list, member_level, consignee_type, no_pickup OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION notify_pricing_customer();
--> statement-breakpoint
CREATE TRIGGER customer_carriers_notify_pricing_customer
  AFTER INSERT OR UPDATE OR DELETE ON customer_carriers
  FOR EACH ROW EXECUTE FUNCTION notify_pricing_customer();
--> statement-breakpoint
CREATE TRIGGER customer_carriers_truncate_notify_pricing_customer
  AFTER TRUNCATE ON customer_carriers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_customer();
--> statement-breakpoint
CREATE TRIGGER customers_truncate_notify_pricing_customer
  AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_customer();
--> statement-breakpoint
CREATE TRIGGER tariff_version_notify_pricing_customer
  AFTER UPDATE ON tariff_version
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_customer();
