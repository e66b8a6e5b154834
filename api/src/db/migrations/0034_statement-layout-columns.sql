ALTER TABLE "statement_mappings" ADD COLUMN "debit_column" text;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD COLUMN "indicator_column" text;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD COLUMN "balance_column" text;