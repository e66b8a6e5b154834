CREATE TABLE "form3_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"submission_number" text,
	"submitted_at" timestamp with time zone,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_foreign_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"nationality" text NOT NULL,
	"gender" text,
	"permanent_address_abroad" text DEFAULT '' NOT NULL,
	"permanent_phone" text DEFAULT '' NOT NULL,
	"passport_number_enc" text,
	"passport_last4" text,
	"passport_place_of_issue" text DEFAULT '' NOT NULL,
	"passport_issued_on" date,
	"passport_expires_on" date,
	"visa_kind" text,
	"visa_number_enc" text,
	"visa_last4" text,
	"visa_type" text DEFAULT '' NOT NULL,
	"visa_place_of_issue" text DEFAULT '' NOT NULL,
	"visa_issued_on" date,
	"visa_expires_on" date,
	"arrived_from" text DEFAULT '' NOT NULL,
	"arrived_in_india_on" date,
	"arrived_at" timestamp with time zone NOT NULL,
	"intended_stay" text DEFAULT '' NOT NULL,
	"purpose_of_stay" text DEFAULT '' NOT NULL,
	"employed_in_india" boolean DEFAULT false NOT NULL,
	"next_destination" text DEFAULT '' NOT NULL,
	"departed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form3_reports" ADD CONSTRAINT "form3_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form3_reports" ADD CONSTRAINT "form3_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form3_reports" ADD CONSTRAINT "form3_reports_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_foreign_details" ADD CONSTRAINT "tenant_foreign_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form3_reports_event_unique" ON "form3_reports" USING btree ("tenant_id","kind","event_at");--> statement-breakpoint
CREATE INDEX "form3_reports_property_event_idx" ON "form3_reports" USING btree ("property_id","event_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_foreign_details_tenant_unique" ON "tenant_foreign_details" USING btree ("tenant_id");