ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_subject";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "ids" integer[];--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "order_events_stream_idx" ON "order_events" USING btree ("xid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_change_once" ON "order_events" USING btree ("xid","outlet_id","resource") WHERE "order_events"."type" = 'change';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" in ('order.created', 'order.status_changed', 'stock.low', 'purchase_order.awaiting_approval', 'change'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_subject" CHECK (case when "order_events"."type" = 'stock.low' then "order_events"."sku_id" is not null and "order_events"."quantity" is not null and "order_events"."min_quantity" is not null and "order_events"."order_id" is null
        when "order_events"."type" = 'purchase_order.awaiting_approval' then "order_events"."purchase_order_id" is not null and "order_events"."order_id" is null and "order_events"."sku_id" is null
        when "order_events"."type" = 'change' then "order_events"."resource" is not null and cardinality("order_events"."ids") > 0 and "order_events"."order_id" is null and "order_events"."sku_id" is null and "order_events"."purchase_order_id" is null
        else "order_events"."order_id" is not null and "order_events"."status" is not null and "order_events"."sku_id" is null end);