ALTER TABLE "exit_statement_versions" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "exit_statement_versions" ADD COLUMN "reopened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD COLUMN "early_settle_on" date;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD COLUMN "early_settle_by" uuid;--> statement-breakpoint
ALTER TABLE "exit_statements" ADD CONSTRAINT "exit_statements_early_settle_by_users_id_fk" FOREIGN KEY ("early_settle_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;