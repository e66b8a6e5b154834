ALTER TABLE "properties" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_documents_file_key_idx" ON "legal_documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "complaint_images_file_key_idx" ON "complaint_images" USING btree ("file_key");