ALTER TABLE "complaint_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "category" text DEFAULT 'OTHER' NOT NULL;