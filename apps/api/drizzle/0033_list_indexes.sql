CREATE INDEX "complaints_consignment_idx" ON "complaints" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "api_keys_created_by_idx" ON "api_keys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer_idx" ON "refresh_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sso_keys_customer_idx" ON "sso_keys" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bill_orders_customer_idx" ON "bill_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pay_later_applications_customer_idx" ON "pay_later_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "carrier_sandbox_bookings_cancelled_idx" ON "carrier_sandbox_bookings" USING btree ("cancelled_at") WHERE "carrier_sandbox_bookings"."cancelled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "aftercare_deadline_notices_customer_idx" ON "aftercare_deadline_notices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "insurance_claims_customer_idx" ON "insurance_claims" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_carriers_carrier_idx" ON "customer_carriers" USING btree ("carrier_code");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_company_idx" ON "news" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_views_customer_idx" ON "news_views" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "page_views_customer_idx" ON "page_views" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "paperless_documents_uploaded_by_idx" ON "paperless_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "consignments_customer_idx" ON "consignments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "consignments_company_idx" ON "consignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "fixed_prices_template_idx" ON "fixed_prices" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "surcharges_template_idx" ON "surcharges" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "tariffs_template_idx" ON "tariffs" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "templates_supplier_idx" ON "templates" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" USING btree ("created_by");