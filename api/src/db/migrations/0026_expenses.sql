CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"spent_on" date NOT NULL,
	"payment_mode" text NOT NULL,
	"paid_to" text NOT NULL,
	"note" text,
	"bill_key" text,
	"bill_name" text,
	"bill_type" text,
	"recurring_id" uuid,
	"recurring_month" text,
	"meter_reading_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"day_of_month" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"paid_to" text NOT NULL,
	"note" text,
	"starts_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "recurring_expenses_amount_positive" CHECK ("recurring_expenses"."amount_paise" > 0),
	CONSTRAINT "recurring_expenses_day_range" CHECK ("recurring_expenses"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_property_month_idx" ON "expenses" USING btree ("property_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_month_unique" ON "expenses" USING btree ("recurring_id","recurring_month");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_meter_reading_unique" ON "expenses" USING btree ("meter_reading_id");--> statement-breakpoint
CREATE INDEX "recurring_expenses_property_idx" ON "recurring_expenses" USING btree ("property_id");