ALTER TABLE "idempotency_keys" ADD COLUMN "outlet_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_requested_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approval_requested_by_users_id_fk" FOREIGN KEY ("approval_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Whoever made an order need approval before this column was kept: its creator is the one known.
UPDATE "purchase_orders" SET "approval_requested_by" = "created_by" WHERE "approval_status" <> 'NOT_REQUIRED';--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP COLUMN "approved_total";
