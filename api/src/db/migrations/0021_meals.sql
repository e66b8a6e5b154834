CREATE TABLE "meal_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opt_out_id" uuid NOT NULL,
	"month" text NOT NULL,
	"charge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"given_by" text NOT NULL,
	"recorded_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "meal_opt_out_cutoff" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "meal_credit_min_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_credits" ADD CONSTRAINT "meal_credits_opt_out_id_meal_opt_outs_id_fk" FOREIGN KEY ("opt_out_id") REFERENCES "public"."meal_opt_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_credits" ADD CONSTRAINT "meal_credits_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_opt_outs" ADD CONSTRAINT "meal_opt_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_opt_outs" ADD CONSTRAINT "meal_opt_outs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_opt_outs" ADD CONSTRAINT "meal_opt_outs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_credits_opt_out_month_uq" ON "meal_credits" USING btree ("opt_out_id","month");--> statement-breakpoint
CREATE INDEX "meal_opt_outs_tenant_idx" ON "meal_opt_outs" USING btree ("tenant_id","from_date");--> statement-breakpoint
CREATE INDEX "meal_opt_outs_property_days_idx" ON "meal_opt_outs" USING btree ("property_id","from_date","to_date") WHERE "meal_opt_outs"."withdrawn_at" is null;