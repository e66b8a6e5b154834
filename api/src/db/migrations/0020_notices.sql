CREATE TABLE "tenant_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"assignment_id" uuid,
	"notice_date" date NOT NULL,
	"move_out_date" date NOT NULL,
	"short_notice" boolean DEFAULT false NOT NULL,
	"given_by" text NOT NULL,
	"recorded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "notice_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "refund_period_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_notices" ADD CONSTRAINT "tenant_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_notices" ADD CONSTRAINT "tenant_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_notices" ADD CONSTRAINT "tenant_notices_assignment_id_bed_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."bed_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_notices" ADD CONSTRAINT "tenant_notices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_notices_standing_uq" ON "tenant_notices" USING btree ("tenant_id") WHERE "tenant_notices"."withdrawn_at" is null and "tenant_notices"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "tenant_notices_property_move_out_idx" ON "tenant_notices" USING btree ("property_id","move_out_date") WHERE "tenant_notices"."withdrawn_at" is null and "tenant_notices"."completed_at" is null;