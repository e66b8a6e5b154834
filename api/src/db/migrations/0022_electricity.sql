CREATE TABLE "electricity_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reading_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"share_paise" bigint NOT NULL,
	"charge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"reading" bigint NOT NULL,
	"photo" text,
	"previous_id" uuid,
	"units" integer,
	"rate_paise" bigint,
	"cost_paise" bigint,
	"unbilled_paise" bigint DEFAULT 0 NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "electricity_rate_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rooms_have_meters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "electricity_shares" ADD CONSTRAINT "electricity_shares_reading_id_meter_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_shares" ADD CONSTRAINT "electricity_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electricity_shares" ADD CONSTRAINT "electricity_shares_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electricity_shares_reading_tenant_unique" ON "electricity_shares" USING btree ("reading_id","tenant_id");--> statement-breakpoint
CREATE INDEX "electricity_shares_tenant_idx" ON "electricity_shares" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "electricity_shares_charge_idx" ON "electricity_shares" USING btree ("charge_id") WHERE "electricity_shares"."charge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_room_date_unique" ON "meter_readings" USING btree ("room_id","reading_date");--> statement-breakpoint
CREATE INDEX "meter_readings_property_idx" ON "meter_readings" USING btree ("property_id");