CREATE TABLE "channel_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"platform_order_id" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_callbacks_channel_known" CHECK ("channel_callbacks"."channel" in ('gofood', 'grabfood', 'shopeefood'))
);
--> statement-breakpoint
CREATE TABLE "channel_menu_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_menu_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"outlet_id" integer NOT NULL,
	"status" text DEFAULT 'QUEUEING' NOT NULL,
	"reason" text DEFAULT 'manual' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"product_count" integer DEFAULT 0 NOT NULL,
	"option_count" integer DEFAULT 0 NOT NULL,
	"platform_job_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_menu_syncs_channel_known" CHECK ("channel_menu_syncs"."channel" in ('gofood', 'grabfood', 'shopeefood')),
	CONSTRAINT "channel_menu_syncs_status_known" CHECK ("channel_menu_syncs"."status" in ('QUEUEING', 'RUNNING', 'SUCCESS', 'FAILED')),
	CONSTRAINT "channel_menu_syncs_reason_known" CHECK ("channel_menu_syncs"."reason" in ('manual', 'availability'))
);
--> statement-breakpoint
CREATE TABLE "channel_prices" (
	"channel" text NOT NULL,
	"sku_id" integer NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_prices_channel_sku_id_pk" PRIMARY KEY("channel","sku_id"),
	CONSTRAINT "channel_prices_channel_known" CHECK ("channel_prices"."channel" in ('gofood', 'grabfood', 'shopeefood')),
	CONSTRAINT "channel_prices_price_positive" CHECK ("channel_prices"."price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "channel_settlement_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_settlement_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"platform_order_id" text NOT NULL,
	"order_id" integer,
	"gross" integer NOT NULL,
	"commission" integer NOT NULL,
	"promotion" integer NOT NULL,
	"settled" integer NOT NULL,
	"expected" integer,
	"status" text NOT NULL,
	CONSTRAINT "channel_settlement_rows_status_known" CHECK ("channel_settlement_rows"."status" in ('matched', 'amount_differs', 'no_order'))
);
--> statement-breakpoint
CREATE TABLE "channel_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_count" integer NOT NULL,
	"exception_count" integer NOT NULL,
	"settled_total" integer NOT NULL,
	"expected_total" integer NOT NULL,
	"summary" jsonb,
	CONSTRAINT "channel_settlements_channel_known" CHECK ("channel_settlements"."channel" in ('gofood', 'grabfood', 'shopeefood'))
);
--> statement-breakpoint
CREATE TABLE "channel_state_pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_state_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_state_pushes_channel_known" CHECK ("channel_state_pushes"."channel" in ('gofood', 'grabfood', 'shopeefood')),
	CONSTRAINT "channel_state_pushes_state_known" CHECK ("channel_state_pushes"."state" in ('accepted', 'ready', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "channel_unmapped_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_unmapped_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"platform_item_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"sku_id" integer,
	"mapped_at" timestamp with time zone,
	CONSTRAINT "channel_unmapped_items_amounts" CHECK ("channel_unmapped_items"."quantity" >= 1 and "channel_unmapped_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outlet_channels" (
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"store_id" text,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"price_markup_bp" integer DEFAULT 0 NOT NULL,
	"auto_accept" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_channels_outlet_id_channel_pk" PRIMARY KEY("outlet_id","channel"),
	CONSTRAINT "outlet_channels_channel_known" CHECK ("outlet_channels"."channel" in ('gofood', 'grabfood', 'shopeefood')),
	CONSTRAINT "outlet_channels_commission_range" CHECK ("outlet_channels"."commission_bp" between 0 and 10000),
	CONSTRAINT "outlet_channels_markup_range" CHECK ("outlet_channels"."price_markup_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_type_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_door";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_mapping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_promotion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_callbacks" ADD CONSTRAINT "channel_callbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_menu_syncs" ADD CONSTRAINT "channel_menu_syncs_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_menu_syncs" ADD CONSTRAINT "channel_menu_syncs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_prices" ADD CONSTRAINT "channel_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_settlement_rows" ADD CONSTRAINT "channel_settlement_rows_settlement_id_channel_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."channel_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_settlement_rows" ADD CONSTRAINT "channel_settlement_rows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_settlements" ADD CONSTRAINT "channel_settlements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_state_pushes" ADD CONSTRAINT "channel_state_pushes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_unmapped_items" ADD CONSTRAINT "channel_unmapped_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_unmapped_items" ADD CONSTRAINT "channel_unmapped_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_channels" ADD CONSTRAINT "outlet_channels_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_callbacks_event_unique" ON "channel_callbacks" USING btree ("channel","event_key");--> statement-breakpoint
CREATE INDEX "channel_callbacks_order_idx" ON "channel_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "channel_menu_syncs_outlet_idx" ON "channel_menu_syncs" USING btree ("outlet_id","channel","requested_at");--> statement-breakpoint
CREATE INDEX "channel_menu_syncs_pending_idx" ON "channel_menu_syncs" USING btree ("requested_at") WHERE "channel_menu_syncs"."status" in ('QUEUEING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "channel_settlement_rows_settlement_idx" ON "channel_settlement_rows" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "channel_settlement_rows_order_idx" ON "channel_settlement_rows" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_state_pushes_once" ON "channel_state_pushes" USING btree ("order_id","state");--> statement-breakpoint
CREATE INDEX "channel_state_pushes_due_idx" ON "channel_state_pushes" USING btree ("next_attempt_at") WHERE "channel_state_pushes"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "channel_unmapped_items_order_idx" ON "channel_unmapped_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outlet_channels_store_unique" ON "outlet_channels" USING btree ("channel","store_id") WHERE "outlet_channels"."store_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_platform_order_unique" ON "orders" USING btree ("channel","platform_order_id") WHERE "orders"."platform_order_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_amounts" CHECK ("orders"."channel_commission" >= 0 and "orders"."merchant_promotion" >= 0 and ("orders"."platform_order_id" is null or "orders"."channel" in ('gofood', 'grabfood', 'shopeefood')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('app', 'counter', 'gofood', 'grabfood', 'shopeefood'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_known" CHECK ("orders"."order_type" in ('pickup', 'takeaway', 'dine_in', 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door" CHECK (case when "orders"."channel" = 'app' then "orders"."order_type" = 'pickup' and "orders"."timeslot_id" is not null and "orders"."customer_id" is not null
        when "orders"."channel" = 'counter' then "orders"."order_type" in ('takeaway', 'dine_in') and "orders"."timeslot_id" is null
        else "orders"."order_type" = 'delivery' and "orders"."timeslot_id" is null end);