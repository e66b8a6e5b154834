CREATE TABLE "property_dues_by_date" (
	"property_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"owed_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "property_dues_by_date_property_id_due_date_pk" PRIMARY KEY("property_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "property_totals" ADD COLUMN "complaints_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_totals" ADD COLUMN "claims_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_totals" ADD COLUMN "statement_lines_to_review" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_totals" ADD COLUMN "notices_given" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_totals" ADD COLUMN "exit_disputes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The Properties overview's figures (issue 43), kept like the bed counts (migration 0006) so the
-- overview reads one row per property at any size. What waits for the staff: one function for the
-- five tables, given the kept column and the condition a row is counted under.
CREATE FUNCTION "waiting_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_totals" AS t ("property_id", %1$I)
    SELECT "property_id", sum(sign) FROM (%2$s) AS changed WHERE %3$s
    GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT ("property_id") DO UPDATE SET %1$I = t.%1$I + excluded.%1$I
  $q$, TG_ARGV[0], totals_changed_rows(TG_OP), TG_ARGV[1]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaints_open_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('complaints_open', '"deleted_at" IS NULL AND "status" IN (''PENDING'', ''IN_PROGRESS'')');--> statement-breakpoint
CREATE TRIGGER "complaints_open_update" AFTER UPDATE ON "complaints" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('complaints_open', '"deleted_at" IS NULL AND "status" IN (''PENDING'', ''IN_PROGRESS'')');--> statement-breakpoint
CREATE TRIGGER "complaints_open_delete" AFTER DELETE ON "complaints" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('complaints_open', '"deleted_at" IS NULL AND "status" IN (''PENDING'', ''IN_PROGRESS'')');--> statement-breakpoint
CREATE TRIGGER "claims_open_insert" AFTER INSERT ON "payment_claims" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('claims_open', '"status" = ''OPEN''');--> statement-breakpoint
CREATE TRIGGER "claims_open_update" AFTER UPDATE ON "payment_claims" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('claims_open', '"status" = ''OPEN''');--> statement-breakpoint
CREATE TRIGGER "claims_open_delete" AFTER DELETE ON "payment_claims" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('claims_open', '"status" = ''OPEN''');--> statement-breakpoint
CREATE TRIGGER "lines_to_review_insert" AFTER INSERT ON "statement_lines" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('statement_lines_to_review', '"status" IN (''SUGGESTED'', ''UNMATCHED'')');--> statement-breakpoint
CREATE TRIGGER "lines_to_review_update" AFTER UPDATE ON "statement_lines" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('statement_lines_to_review', '"status" IN (''SUGGESTED'', ''UNMATCHED'')');--> statement-breakpoint
CREATE TRIGGER "lines_to_review_delete" AFTER DELETE ON "statement_lines" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('statement_lines_to_review', '"status" IN (''SUGGESTED'', ''UNMATCHED'')');--> statement-breakpoint
CREATE TRIGGER "notices_given_insert" AFTER INSERT ON "tenant_notices" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('notices_given', '"withdrawn_at" IS NULL AND "completed_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "notices_given_update" AFTER UPDATE ON "tenant_notices" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('notices_given', '"withdrawn_at" IS NULL AND "completed_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "notices_given_delete" AFTER DELETE ON "tenant_notices" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('notices_given', '"withdrawn_at" IS NULL AND "completed_at" IS NULL');--> statement-breakpoint
CREATE TRIGGER "exit_disputes_insert" AFTER INSERT ON "exit_statements" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('exit_disputes', '"status" = ''DISPUTED''');--> statement-breakpoint
CREATE TRIGGER "exit_disputes_update" AFTER UPDATE ON "exit_statements" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('exit_disputes', '"status" = ''DISPUTED''');--> statement-breakpoint
CREATE TRIGGER "exit_disputes_delete" AFTER DELETE ON "exit_statements" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_follow"('exit_disputes', '"status" = ''DISPUTED''');--> statement-breakpoint
-- What is owed per property and due date (the overdue money on a day is the sum of the dates
-- before it); a date whose invoices are all settled leaves the table, so it holds only dates owed.
CREATE FUNCTION "dues_by_date_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_dues_by_date" AS d ("property_id", "due_date", "owed_paise")
    SELECT "property_id", "due_date", sum(sign * ("total_paise" - "paid_paise"))
    FROM (%s) AS changed WHERE "status" <> 'PAID' AND "paid_paise" < "total_paise"
    GROUP BY 1, 2 HAVING sum(sign * ("total_paise" - "paid_paise")) <> 0 ORDER BY 1, 2
    ON CONFLICT ("property_id", "due_date") DO UPDATE SET "owed_paise" = d."owed_paise" + excluded."owed_paise"
  $q$, totals_changed_rows(TG_OP));
  EXECUTE format($q$
    DELETE FROM "property_dues_by_date" AS d USING (SELECT DISTINCT "property_id", "due_date" FROM (%s) AS each_row) AS changed
    WHERE d."property_id" = changed."property_id" AND d."due_date" = changed."due_date" AND d."owed_paise" = 0
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dues_by_date_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "dues_by_date_follow"();--> statement-breakpoint
CREATE TRIGGER "dues_by_date_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "dues_by_date_follow"();--> statement-breakpoint
CREATE TRIGGER "dues_by_date_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "dues_by_date_follow"();--> statement-breakpoint
INSERT INTO "property_totals" AS t ("property_id", "complaints_open", "claims_open", "statement_lines_to_review", "notices_given", "exit_disputes")
  SELECT "property_id", sum("complaints"), sum("claims"), sum("lines"), sum("notices"), sum("disputes")
  FROM (
    SELECT "property_id", count(*) AS "complaints", 0 AS "claims", 0 AS "lines", 0 AS "notices", 0 AS "disputes"
      FROM "complaints" WHERE "deleted_at" IS NULL AND "status" IN ('PENDING', 'IN_PROGRESS') GROUP BY 1
    UNION ALL SELECT "property_id", 0, count(*), 0, 0, 0 FROM "payment_claims" WHERE "status" = 'OPEN' GROUP BY 1
    UNION ALL SELECT "property_id", 0, 0, count(*), 0, 0 FROM "statement_lines" WHERE "status" IN ('SUGGESTED', 'UNMATCHED') GROUP BY 1
    UNION ALL SELECT "property_id", 0, 0, 0, count(*), 0 FROM "tenant_notices" WHERE "withdrawn_at" IS NULL AND "completed_at" IS NULL GROUP BY 1
    UNION ALL SELECT "property_id", 0, 0, 0, 0, count(*) FROM "exit_statements" WHERE "status" = 'DISPUTED' GROUP BY 1
  ) AS waiting GROUP BY 1
  ON CONFLICT ("property_id") DO UPDATE SET
    "complaints_open" = excluded."complaints_open", "claims_open" = excluded."claims_open",
    "statement_lines_to_review" = excluded."statement_lines_to_review",
    "notices_given" = excluded."notices_given", "exit_disputes" = excluded."exit_disputes";--> statement-breakpoint
INSERT INTO "property_dues_by_date" ("property_id", "due_date", "owed_paise")
  SELECT "property_id", "due_date", sum("total_paise" - "paid_paise") FROM "invoices"
  WHERE "status" <> 'PAID' AND "paid_paise" < "total_paise"
  GROUP BY 1, 2 HAVING sum("total_paise" - "paid_paise") <> 0;
