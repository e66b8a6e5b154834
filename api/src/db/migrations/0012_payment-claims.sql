CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"utr" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"claimed_on" date NOT NULL,
	"screenshot" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"payment_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_open_invoice_unique" ON "payment_claims" USING btree ("invoice_id") WHERE "payment_claims"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_invoice_utr_unique" ON "payment_claims" USING btree ("invoice_id","utr") WHERE "payment_claims"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "payment_claims_utr_idx" ON "payment_claims" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payment_claims_property_status_idx" ON "payment_claims" USING btree ("property_id","status");