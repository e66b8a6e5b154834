ALTER TABLE "statement_lines" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "balance_paise" bigint;--> statement-breakpoint
CREATE INDEX "payments_property_reference_key_idx" ON "payments" USING btree ("property_id",ltrim(split_part("reference", '/', 1), '0')) WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payment_claims_property_utr_key_idx" ON "payment_claims" USING btree ("property_id",ltrim("utr", '0'));--> statement-breakpoint
CREATE INDEX "statement_lines_property_reference_key_idx" ON "statement_lines" USING btree ("property_id",ltrim("reference", '0'));--> statement-breakpoint
CREATE INDEX "statement_lines_property_fingerprint_idx" ON "statement_lines" USING btree ("property_id","fingerprint");