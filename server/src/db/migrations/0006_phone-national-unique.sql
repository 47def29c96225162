DROP INDEX "users_phone_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree (regexp_replace("phone_number", '^(\+62|62|0)', ''));