-- The SKU list's name search reads a trigram index (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "skus_created_at_idx";--> statement-breakpoint
CREATE INDEX "skus_updated_at_idx" ON "skus" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "skus_price_idx" ON "skus" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "skus_name_trgm_idx" ON "skus" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "skus_created_at_idx" ON "skus" USING btree ("created_at","id");