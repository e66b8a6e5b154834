-- Deposits are not income (issue 41): the dashboard's collected amount per property and month
-- (property_collections, migration 0006) counts only the entries on rent and charge invoices, never
-- those on a deposit's ADVANCE invoice. An invoice's type never changes, so the join is stable.
CREATE OR REPLACE FUNCTION "collections_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_collections" AS c ("property_id", "month", "collected_paise")
    SELECT changed."property_id", date_trunc('month', changed."paid_at")::date, sum(sign * changed."amount_paise")
    FROM (%s) AS changed JOIN "invoices" i ON i."id" = changed."invoice_id"
    WHERE i."type" <> 'ADVANCE'
    GROUP BY 1, 2 HAVING sum(sign * changed."amount_paise") <> 0 ORDER BY 1, 2
    ON CONFLICT ("property_id", "month") DO UPDATE
      SET "collected_paise" = c."collected_paise" + excluded."collected_paise"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "property_collections";--> statement-breakpoint
INSERT INTO "property_collections" ("property_id", "month", "collected_paise")
  SELECT p."property_id", date_trunc('month', p."paid_at")::date, sum(p."amount_paise")
  FROM "payments" p JOIN "invoices" i ON i."id" = p."invoice_id"
  WHERE i."type" <> 'ADVANCE'
  GROUP BY 1, 2;
