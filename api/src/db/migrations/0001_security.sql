CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_events" CASCADE;--> statement-breakpoint
DROP INDEX "otp_codes_subject_unique";--> statement-breakpoint
CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "otp_codes_subject_idx" ON "otp_codes" USING btree ("subject_kind","subject_id");