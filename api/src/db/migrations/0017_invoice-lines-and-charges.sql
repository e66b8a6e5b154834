CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"charge_id" uuid
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_tenant_idx" ON "charges" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_pending_idx" ON "charges" USING btree ("tenant_id") WHERE "charges"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charge_unique" ON "invoice_lines" USING btree ("charge_id") WHERE "invoice_lines"."charge_id" is not null;--> statement-breakpoint
-- hand-written
-- Moves' credits become pending (or billed) DEDUCTION charges, keeping their ids; the generated
-- DROP of rent_credits moved here, after the copy.
INSERT INTO "charges" ("id", "tenant_id", "kind", "description", "amount_paise", "invoice_id", "created_by", "created_at")
SELECT "id", "tenant_id", 'DEDUCTION',
  CASE WHEN "note" = '' THEN 'Lower rent after a move' ELSE 'Lower rent after a move (' || "note" || ')' END,
  -"amount_paise", "invoice_id", "created_by", "created_at"
FROM "rent_credits";--> statement-breakpoint
-- Every invoice gets its lines, its total unchanged. RENT: before the credits it took, rent and
-- meals apart when the assignment's terms make up that sum, else one RENT line; then a DEDUCTION
-- line per credit taken. ADVANCE: one ADVANCE line. ADJUSTMENT: one OTHER line.
INSERT INTO "invoice_lines" ("invoice_id", "position", "kind", "description", "amount_paise", "charge_id")
WITH "taken" AS (
  SELECT "invoice_id", sum("amount_paise") AS "paise" FROM "rent_credits"
  WHERE "invoice_id" IS NOT NULL GROUP BY "invoice_id"
), "gross" AS (
  SELECT i."id", i."type", i."total_paise", i."total_paise" + coalesce(t."paise", 0) AS "before_credits",
    (a."meal_cost_paise" > 0 AND a."rent_paise" + a."meal_cost_paise" = i."total_paise" + coalesce(t."paise", 0)) AS "apart",
    a."rent_paise", a."meal_cost_paise"
  FROM "invoices" i
  LEFT JOIN "taken" t ON t."invoice_id" = i."id"
  LEFT JOIN "bed_assignments" a ON a."id" = i."assignment_id"
)
SELECT "id", 0, 'RENT', 'Rent', CASE WHEN "apart" THEN "rent_paise" ELSE "before_credits" END, NULL::uuid
FROM "gross" WHERE "type" = 'RENT'
UNION ALL
SELECT "id", 1, 'MEALS', 'Meals', "meal_cost_paise", NULL FROM "gross" WHERE "type" = 'RENT' AND "apart"
UNION ALL
SELECT "id", 0, 'ADVANCE', 'Advance', "total_paise", NULL FROM "gross" WHERE "type" = 'ADVANCE'
UNION ALL
SELECT "id", 0, 'OTHER', 'Pro-rated difference after a move', "total_paise", NULL FROM "gross" WHERE "type" = 'ADJUSTMENT'
UNION ALL
SELECT c."invoice_id", 2 + row_number() OVER (PARTITION BY c."invoice_id" ORDER BY c."created_at", c."id"),
  'DEDUCTION', c."description", c."amount_paise", c."id"
FROM "charges" c WHERE c."invoice_id" IS NOT NULL;--> statement-breakpoint
DROP TABLE "rent_credits" CASCADE;
