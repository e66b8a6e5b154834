CREATE TABLE "rent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"assignment_id" uuid,
	"effective_date" date NOT NULL,
	"rent_paise" bigint NOT NULL,
	"meal_cost_paise" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bed_assignments" ADD COLUMN "billing_start" date;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_assignment_id_bed_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."bed_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_credits" ADD CONSTRAINT "rent_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_credits" ADD CONSTRAINT "rent_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_credits" ADD CONSTRAINT "rent_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_changes_tenant_idx" ON "rent_changes" USING btree ("tenant_id","effective_date");--> statement-breakpoint
CREATE INDEX "rent_credits_open_idx" ON "rent_credits" USING btree ("tenant_id") WHERE "rent_credits"."invoice_id" is null;--> statement-breakpoint
-- hand-written
-- Every assignment bills from its own start until moves continue an earlier one; the open ones
-- start their rent history with the terms they were assigned at.
UPDATE "bed_assignments" SET "billing_start" = "start_date" WHERE "billing_start" IS NULL;--> statement-breakpoint
INSERT INTO "rent_changes" ("tenant_id", "assignment_id", "effective_date", "rent_paise", "meal_cost_paise", "reason", "changed_by", "created_at")
SELECT "tenant_id", "id", "start_date", "rent_paise", "meal_cost_paise", 'ASSIGN', "assigned_by", "created_at"
FROM "bed_assignments" WHERE "end_date" IS NULL;
