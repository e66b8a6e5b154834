DROP INDEX "payments_property_paid_at_idx";--> statement-breakpoint
CREATE INDEX "invoices_property_outstanding_idx" ON "invoices" USING btree ("property_id","total_paise","paid_paise") WHERE "invoices"."status" <> 'PAID';--> statement-breakpoint
CREATE INDEX "payments_property_paid_at_idx" ON "payments" USING btree ("property_id","paid_at","amount_paise");