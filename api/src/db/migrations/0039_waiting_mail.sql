ALTER TABLE "users" ADD COLUMN "waiting_mail" text DEFAULT 'EACH' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "waiting_digest_at" timestamp with time zone;