CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"statement_date" date NOT NULL,
	"narration" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reference" text,
	"part" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"invoice_id" uuid,
	"tenant_id" uuid,
	"payment_id" uuid,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"date_column" text NOT NULL,
	"narration_column" text NOT NULL,
	"credit_column" text NOT NULL,
	"reference_column" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_property_reference_unique" ON "statement_lines" USING btree ("property_id","reference","part") WHERE "statement_lines"."reference" is not null;--> statement-breakpoint
CREATE INDEX "statement_lines_property_status_idx" ON "statement_lines" USING btree ("property_id","status","statement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_property_reference_unique" ON "payments" USING btree ("property_id","reference") WHERE "payments"."reference" is not null;