CREATE INDEX "invoices_date_id_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_id_idx" ON "payments" USING btree ("paid_at","id");