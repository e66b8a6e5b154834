CREATE TABLE "tenant_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_reminders_tenant_sent_idx" ON "tenant_reminders" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoices_property_due_idx" ON "invoices" USING btree ("property_id","due_date","tenant_id","total_paise","paid_paise") WHERE "invoices"."status" <> 'PAID';