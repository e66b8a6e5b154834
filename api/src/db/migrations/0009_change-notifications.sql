-- Every server keeps some answers in memory (services/read-cache.ts) and must drop them when a
-- table they were read from changes, whichever server changed it. Each such table tells the
-- channel 'pgportal_changes' its name once per statement; notices of one transaction arrive
-- after it commits, once per table however many rows it touched.
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pgportal_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Sessions are touched (last_seen_at) once a minute each: only their end is news.
CREATE TRIGGER "sessions_changed" AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "tenants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "property_managers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_managers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "properties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "rooms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "beds_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "property_totals_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();--> statement-breakpoint
CREATE TRIGGER "property_collections_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
