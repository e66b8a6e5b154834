DROP INDEX "tenants_active_created_idx";--> statement-breakpoint
CREATE INDEX "tenants_active_created_id_idx" ON "tenants" USING btree ("created_at","id") WHERE "tenants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tenants_property_active_created_id_idx" ON "tenants" USING btree ("property_id","created_at","id") WHERE "tenants"."deleted_at" is null;