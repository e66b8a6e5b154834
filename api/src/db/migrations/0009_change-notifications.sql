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
DO $$
DECLARE
  changed_table text;
BEGIN
  FOREACH changed_table IN ARRAY ARRAY['users', 'tenants', 'property_managers', 'properties', 'rooms', 'beds',
                                         'property_totals', 'property_collections'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"()',
      changed_table || '_changed', changed_table);
  END LOOP;
END;
$$;
