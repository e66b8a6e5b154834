CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caller_kind" text NOT NULL,
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_caller_key_unique" ON "idempotency_keys" USING btree ("caller_kind","caller_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");