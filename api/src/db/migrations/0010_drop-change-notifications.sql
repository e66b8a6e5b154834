-- Servers keep no answers in memory any more (DESIGN §6): every request reads the database, so
-- nobody listens for the change notices of migration 0009. Its triggers and function go.
DROP TRIGGER IF EXISTS "sessions_changed" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_changed" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "tenants_changed" ON "tenants";--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_managers_changed" ON "property_managers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_changed" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "rooms_changed" ON "rooms";--> statement-breakpoint
DROP TRIGGER IF EXISTS "beds_changed" ON "beds";--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_totals_changed" ON "property_totals";--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_collections_changed" ON "property_collections";--> statement-breakpoint
DROP FUNCTION IF EXISTS "notify_table_changed"();
