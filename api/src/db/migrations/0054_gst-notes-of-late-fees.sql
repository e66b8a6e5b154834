DROP INDEX "gst_notes_invoice_unique";--> statement-breakpoint
ALTER TABLE "gst_notes" ADD COLUMN "line_id" uuid;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_fee_waivers_waived_at_idx" ON "late_fee_waivers" USING btree ("waived_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_line_unique" ON "gst_notes" USING btree ("line_id","kind") WHERE "gst_notes"."line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_invoice_unique" ON "gst_notes" USING btree ("invoice_id") WHERE "gst_notes"."line_id" is null;