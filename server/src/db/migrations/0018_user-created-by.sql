-- Who created each account: a manager bound to outlets manages an account that holds no role yet
-- only if they created it. Accounts made before this was kept have no creator.
ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;