ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "min_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_subject" CHECK (case when "order_events"."type" = 'stock.low' then "order_events"."sku_id" is not null and "order_events"."quantity" is not null and "order_events"."min_quantity" is not null and "order_events"."order_id" is null
        else "order_events"."order_id" is not null and "order_events"."status" is not null and "order_events"."sku_id" is null end);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" in ('order.created', 'order.status_changed', 'stock.low'));