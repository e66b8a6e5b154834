CREATE TABLE "property_collections" (
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "property_collections_property_id_month_pk" PRIMARY KEY("property_id","month")
);
--> statement-breakpoint
CREATE TABLE "property_totals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"total_beds" integer DEFAULT 0 NOT NULL,
	"occupied_beds" integer DEFAULT 0 NOT NULL,
	"outstanding_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_counts" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The maintained totals (schema/totals.ts) follow their rows through statement triggers: each
-- trigger folds the rows a statement changed (+1 for the new image, −1 for the old) into
-- per-property deltas and adds them with one upsert, locking the totals rows in key order.
CREATE FUNCTION "totals_changed_rows"(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN op <> 'DELETE' THEN 'SELECT 1 AS sign, * FROM changed_new' END,
    CASE WHEN op <> 'INSERT' THEN 'SELECT -1 AS sign, * FROM changed_old' END)
$$;--> statement-breakpoint
CREATE FUNCTION "tenant_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "tenant_counts" AS c ("property_id", "live", "assigned")
    SELECT coalesce("property_id", '00000000-0000-0000-0000-000000000000'), sum(sign),
           sum(sign * ("bed_id" IS NOT NULL)::int)
    FROM (%s) AS changed WHERE "deleted_at" IS NULL
    GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * ("bed_id" IS NOT NULL)::int) <> 0 ORDER BY 1
    ON CONFLICT ("property_id") DO UPDATE
      SET "live" = c."live" + excluded."live", "assigned" = c."assigned" + excluded."assigned"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bed_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_totals" AS t ("property_id", "total_beds", "occupied_beds")
    SELECT r."property_id", sum(sign), sum(sign * (changed."occupant_id" IS NOT NULL)::int)
    FROM (%s) AS changed JOIN "rooms" r ON r."id" = changed."room_id"
    WHERE changed."deleted_at" IS NULL
    GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * (changed."occupant_id" IS NOT NULL)::int) <> 0 ORDER BY 1
    ON CONFLICT ("property_id") DO UPDATE
      SET "total_beds" = t."total_beds" + excluded."total_beds",
          "occupied_beds" = t."occupied_beds" + excluded."occupied_beds"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "invoice_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_totals" AS t ("property_id", "outstanding_paise")
    SELECT "property_id", sum(sign * ("total_paise" - "paid_paise"))
    FROM (%s) AS changed WHERE "status" <> 'PAID'
    GROUP BY 1 HAVING sum(sign * ("total_paise" - "paid_paise")) <> 0 ORDER BY 1
    ON CONFLICT ("property_id") DO UPDATE
      SET "outstanding_paise" = t."outstanding_paise" + excluded."outstanding_paise"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "collections_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_collections" AS c ("property_id", "month", "collected_paise")
    SELECT "property_id", date_trunc('month', "paid_at")::date, sum(sign * "amount_paise")
    FROM (%s) AS changed
    GROUP BY 1, 2 HAVING sum(sign * "amount_paise") <> 0 ORDER BY 1, 2
    ON CONFLICT ("property_id", "month") DO UPDATE
      SET "collected_paise" = c."collected_paise" + excluded."collected_paise"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenant_counts_insert" AFTER INSERT ON "tenants" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "tenant_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "tenant_counts_update" AFTER UPDATE ON "tenants" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "tenant_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "tenant_counts_delete" AFTER DELETE ON "tenants" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "tenant_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "bed_totals_insert" AFTER INSERT ON "beds" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "bed_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "bed_totals_update" AFTER UPDATE ON "beds" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "bed_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "bed_totals_delete" AFTER DELETE ON "beds" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "bed_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "collections_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "collections_follow"();--> statement-breakpoint
CREATE TRIGGER "collections_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "collections_follow"();--> statement-breakpoint
CREATE TRIGGER "collections_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "collections_follow"();--> statement-breakpoint
INSERT INTO "tenant_counts" ("property_id", "live", "assigned")
  SELECT coalesce("property_id", '00000000-0000-0000-0000-000000000000'), count(*), count("bed_id")
  FROM "tenants" WHERE "deleted_at" IS NULL GROUP BY 1;--> statement-breakpoint
INSERT INTO "property_totals" ("property_id", "total_beds", "occupied_beds", "outstanding_paise")
  SELECT "property_id", sum("beds"), sum("occupied"), sum("outstanding")
  FROM (
    SELECT r."property_id", count(*) AS "beds", count(b."occupant_id") AS "occupied", 0 AS "outstanding"
    FROM "beds" b JOIN "rooms" r ON r."id" = b."room_id" WHERE b."deleted_at" IS NULL GROUP BY 1
    UNION ALL
    SELECT "property_id", 0, 0, sum("total_paise" - "paid_paise")
    FROM "invoices" WHERE "status" <> 'PAID' GROUP BY 1
  ) AS totals GROUP BY 1;--> statement-breakpoint
INSERT INTO "property_collections" ("property_id", "month", "collected_paise")
  SELECT "property_id", date_trunc('month', "paid_at")::date, sum("amount_paise")
  FROM "payments" GROUP BY 1, 2;
