CREATE TABLE "police_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'TO_FILE' NOT NULL,
	"layout" text NOT NULL,
	"moved_in_on" date NOT NULL,
	"due_on" date NOT NULL,
	"number" text,
	"filed_on" date,
	"verified_on" date,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "police_verifications" ADD CONSTRAINT "police_verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_verifications" ADD CONSTRAINT "police_verifications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "police_verifications" ADD CONSTRAINT "police_verifications_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "police_verifications_tenant_unique" ON "police_verifications" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "police_verifications_property_status_idx" ON "police_verifications" USING btree ("property_id","status","due_on");