DROP INDEX "orders_temporary_order_no_idx";--> statement-breakpoint
CREATE INDEX "goods_items_consignment_idx" ON "goods_items" USING btree ("consignment_id","sort_nr","id");