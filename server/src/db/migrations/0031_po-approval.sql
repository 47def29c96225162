CREATE TABLE "chain_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"po_approval_threshold" bigint,
	"company_name" text DEFAULT '' NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"company_npwp" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "chain_settings_one_row" CHECK ("chain_settings"."id" = 1),
	CONSTRAINT "chain_settings_threshold_positive" CHECK ("chain_settings"."po_approval_threshold" is null or "chain_settings"."po_approval_threshold" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_subject";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "purchase_order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_status" text DEFAULT 'NOT_REQUIRED' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_decided_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "approved_total" bigint;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD CONSTRAINT "chain_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approval_decided_by_users_id_fk" FOREIGN KEY ("approval_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_approval_created_idx" ON "purchase_orders" USING btree ("approval_status","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" in ('order.created', 'order.status_changed', 'stock.low', 'purchase_order.awaiting_approval'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_subject" CHECK (case when "order_events"."type" = 'stock.low' then "order_events"."sku_id" is not null and "order_events"."quantity" is not null and "order_events"."min_quantity" is not null and "order_events"."order_id" is null
        when "order_events"."type" = 'purchase_order.awaiting_approval' then "order_events"."purchase_order_id" is not null and "order_events"."order_id" is null and "order_events"."sku_id" is null
        else "order_events"."order_id" is not null and "order_events"."status" is not null and "order_events"."sku_id" is null end);--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approval_status_known" CHECK ("purchase_orders"."approval_status" in ('NOT_REQUIRED', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED'));--> statement-breakpoint
INSERT INTO "chain_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The new scope goes to the ADMIN roles that held every scope before it (a Super Admin), so someone
-- holds it and can grant it; nobody else gets it without a role change.
UPDATE "roles" SET "scopes" = array_append("scopes", 'approve_admin_purchase_order')
WHERE "type" = 'ADMIN' AND "scopes" @> ARRAY['view_admin_category', 'view_admin_sku', 'view_admin_timeslot',
  'view_admin_purchase_order', 'view_admin_inventory', 'view_admin_order', 'view_admin_invoices',
  'view_admin_outlet', 'view_admin_user']::text[]
  AND NOT ('approve_admin_purchase_order' = ANY("scopes"));
