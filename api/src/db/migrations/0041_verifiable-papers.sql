CREATE TABLE "signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "landlord_pan" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "signing_keys_created_idx" ON "signing_keys" USING btree ("created_at");