CREATE TABLE "gst_invoices" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"gstin" text NOT NULL,
	"legal_name" text NOT NULL,
	"financial_year" integer NOT NULL,
	"number" integer NOT NULL,
	"serial" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"sac" text NOT NULL,
	"value_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"monthly_value_paise" bigint NOT NULL,
	"stay_from" date NOT NULL,
	"stay_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_invoices_tax_adds_up" CHECK ("gst_invoices"."taxable_paise" + "gst_invoices"."cgst_paise" + "gst_invoices"."sgst_paise" = "gst_invoices"."value_paise"),
	CONSTRAINT "gst_invoices_serial_length" CHECK (char_length("gst_invoices"."serial") <= 16)
);
--> statement-breakpoint
CREATE TABLE "gst_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"gstin" text NOT NULL,
	"financial_year" integer NOT NULL,
	"number" integer NOT NULL,
	"serial" text NOT NULL,
	"note_date" date NOT NULL,
	"reason" text NOT NULL,
	"value_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_notes_tax_adds_up" CHECK ("gst_notes"."taxable_paise" + "gst_notes"."cgst_paise" + "gst_notes"."sgst_paise" = "gst_notes"."value_paise"),
	CONSTRAINT "gst_notes_serial_length" CHECK (char_length("gst_notes"."serial") <= 16)
);
--> statement-breakpoint
CREATE TABLE "gst_serial_sequences" (
	"gstin" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gst_serial_sequences_gstin_series_financial_year_pk" PRIMARY KEY("gstin","series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gst_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_invoices" ADD CONSTRAINT "gst_invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_invoice_id_gst_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."gst_invoices"("invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_invoices_serial_unique" ON "gst_invoices" USING btree ("gstin","financial_year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_invoice_unique" ON "gst_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_serial_unique" ON "gst_notes" USING btree ("gstin","kind","financial_year","number");