CREATE INDEX "bed_assignments_property_start_idx" ON "bed_assignments" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "bed_assignments_property_end_idx" ON "bed_assignments" USING btree ("property_id","end_date");--> statement-breakpoint
CREATE INDEX "bed_assignments_tenant_idx" ON "bed_assignments" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "invoices_property_date_idx" ON "invoices" USING btree ("property_id","invoice_date","total_paise");