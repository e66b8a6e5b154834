CREATE TABLE "tenant_aadhaar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"last4" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date,
	"year_of_birth" integer,
	"gender" text,
	"photo" "bytea",
	"format" text NOT NULL,
	"check" text NOT NULL,
	"certificate_file" text,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_by" uuid,
	"verified_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_aadhaar" ADD CONSTRAINT "tenant_aadhaar_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_aadhaar" ADD CONSTRAINT "tenant_aadhaar_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_aadhaar_tenant_unique" ON "tenant_aadhaar" USING btree ("tenant_id");--> statement-breakpoint
-- Issue 45: ID numbers of every kind are kept masked; mask the passport, voter ID, driving licence
-- and other numbers stored whole before (Aadhaar was masked already). Idempotent: a masked number stays.
UPDATE "legal_documents" SET "number" = CASE
    WHEN length(regexp_replace("number", '[^0-9A-Za-z]', '', 'g')) <= 4
      THEN repeat('X', length(regexp_replace("number", '[^0-9A-Za-z]', '', 'g')))
    ELSE repeat('X', length(regexp_replace("number", '[^0-9A-Za-z]', '', 'g')) - 4)
      || upper(right(regexp_replace("number", '[^0-9A-Za-z]', '', 'g'), 4))
  END
  WHERE "type" <> 'AADHAR';
