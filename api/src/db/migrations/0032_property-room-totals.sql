ALTER TABLE "property_totals" ADD COLUMN "total_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The property list's room count (issue 28), kept like the bed counts (migration 0006): live rooms
-- per property, folded from the rows each statement on rooms changed.
CREATE FUNCTION "room_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO "property_totals" AS t ("property_id", "total_rooms")
    SELECT "property_id", sum(sign)
    FROM (%s) AS changed WHERE "deleted_at" IS NULL
    GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT ("property_id") DO UPDATE SET "total_rooms" = t."total_rooms" + excluded."total_rooms"
  $q$, totals_changed_rows(TG_OP));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "room_totals_insert" AFTER INSERT ON "rooms" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "room_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "room_totals_update" AFTER UPDATE ON "rooms" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "room_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "room_totals_delete" AFTER DELETE ON "rooms" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "room_totals_follow"();--> statement-breakpoint
INSERT INTO "property_totals" AS t ("property_id", "total_rooms")
  SELECT "property_id", count(*) FROM "rooms" WHERE "deleted_at" IS NULL GROUP BY 1
  ON CONFLICT ("property_id") DO UPDATE SET "total_rooms" = excluded."total_rooms";--> statement-breakpoint
CREATE INDEX "properties_name_live_idx" ON "properties" USING btree ("name","id") WHERE "properties"."deleted_at" is null;