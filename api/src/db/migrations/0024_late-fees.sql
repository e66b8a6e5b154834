CREATE TABLE "late_fee_waivers" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"credit_line_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"waived_by" uuid,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fee_waivers_reason_present" CHECK (length("late_fee_waivers"."reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee_policy" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee_amount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee_grace_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee_cap_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee_since" date;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "late_fee_step" integer;--> statement-breakpoint
ALTER TABLE "late_fee_waivers" ADD CONSTRAINT "late_fee_waivers_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_waivers" ADD CONSTRAINT "late_fee_waivers_credit_line_id_invoice_lines_id_fk" FOREIGN KEY ("credit_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_waivers" ADD CONSTRAINT "late_fee_waivers_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_fee_waivers_credit_unique" ON "late_fee_waivers" USING btree ("credit_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_late_fee_step_unique" ON "invoice_lines" USING btree ("invoice_id","late_fee_step") WHERE "invoice_lines"."late_fee_step" is not null;