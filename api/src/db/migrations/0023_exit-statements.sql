CREATE TABLE "exit_deduction_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deduction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exit_statement_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"response" text,
	"comment" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exit_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"notice_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"move_out_date" date NOT NULL,
	"refund_due_date" date NOT NULL,
	"deadline_mailed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"settled_deposit_paise" bigint,
	"settled_refund_paise" bigint,
	"settled_outstanding" jsonb,
	"refund_mode" text,
	"refund_paid_at" date,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exit_deduction_photos" ADD CONSTRAINT "exit_deduction_photos_deduction_id_exit_deductions_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."exit_deductions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_deductions" ADD CONSTRAINT "exit_deductions_version_id_exit_statement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."exit_statement_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statement_versions" ADD CONSTRAINT "exit_statement_versions_statement_id_exit_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."exit_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statement_versions" ADD CONSTRAINT "exit_statement_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD CONSTRAINT "exit_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD CONSTRAINT "exit_statements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD CONSTRAINT "exit_statements_notice_id_tenant_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."tenant_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD CONSTRAINT "exit_statements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exit_deduction_photos_deduction_idx" ON "exit_deduction_photos" USING btree ("deduction_id","position");--> statement-breakpoint
CREATE INDEX "exit_deduction_photos_key_idx" ON "exit_deduction_photos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "exit_deductions_version_idx" ON "exit_deductions" USING btree ("version_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "exit_statement_versions_number_unique" ON "exit_statement_versions" USING btree ("statement_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "exit_statements_tenant_unique" ON "exit_statements" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "exit_statements_due_idx" ON "exit_statements" USING btree ("property_id","refund_due_date") WHERE "exit_statements"."status" <> 'SETTLED';