CREATE TABLE "office_notice_reads" (
	"notice_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_notice_reads_notice_id_tenant_id_pk" PRIMARY KEY("notice_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "office_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_key" text,
	"expires_on" date,
	"pinned" boolean DEFAULT false NOT NULL,
	"posted_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_notice_reads" ADD CONSTRAINT "office_notice_reads_notice_id_office_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."office_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_notice_reads" ADD CONSTRAINT "office_notice_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_notices" ADD CONSTRAINT "office_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_notices" ADD CONSTRAINT "office_notices_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_notices_property_live_idx" ON "office_notices" USING btree ("property_id","created_at") WHERE "office_notices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "office_notices_image_key_idx" ON "office_notices" USING btree ("image_key");