CREATE TABLE "order_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"promotion_id" integer,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"funded_by" text NOT NULL,
	"code_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_discounts_amount_positive" CHECK ("order_discounts"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_item_discounts" (
	"order_discount_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_item_discounts_amount_positive" CHECK ("order_item_discounts"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_kind_known" CHECK ("point_entries"."kind" in ('earned', 'earned_reversed', 'redeemed', 'redeemed_returned', 'adjusted')),
	CONSTRAINT "point_entries_points_nonzero" CHECK ("point_entries"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"uses_per_code" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_uses" CHECK ("promotion_codes"."uses_per_code" >= 1 and "promotion_codes"."used_count" between 0 and "promotion_codes"."uses_per_code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sku_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"params" jsonb NOT NULL,
	"days_of_week" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"start_time" text,
	"end_time" text,
	"valid_from" date,
	"valid_to" date,
	"outlet_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"funded_by" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"requires_code" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_known" CHECK ("promotions"."type" in ('percent_off', 'amount_off', 'buy_x_get_y', 'nth_item_percent', 'bundle_price', 'min_spend_amount_off')),
	CONSTRAINT "promotions_funded_by_known" CHECK ("promotions"."funded_by" in ('brand', 'outlet')),
	CONSTRAINT "promotions_status_known" CHECK ("promotions"."status" in ('active', 'inactive')),
	CONSTRAINT "promotions_valid_range" CHECK ("promotions"."valid_from" is null or "promotions"."valid_to" is null or "promotions"."valid_from" <= "promotions"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "points_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "points_earn_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "point_value" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_code_id_promotion_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_discounts" ADD CONSTRAINT "order_item_discounts_order_discount_id_order_discounts_id_fk" FOREIGN KEY ("order_discount_id") REFERENCES "public"."order_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_discounts" ADD CONSTRAINT "order_item_discounts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_promotion_idx" ON "order_discounts" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "order_discounts_code_idx" ON "order_discounts" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_discounts_pk" ON "order_item_discounts" USING btree ("order_discount_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_discounts_item_idx" ON "order_item_discounts" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "point_entries_customer_idx" ON "point_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_order_idx" ON "point_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_kind_unique" ON "point_entries" USING btree ("order_id","kind") WHERE "point_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_unique" ON "promotion_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotion_codes_promotion_idx" ON "promotion_codes" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_status_idx" ON "promotions" USING btree ("status");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_points_balance" CHECK ("customers"."points_balance" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount" CHECK ("order_items"."discount" between 0 and "order_items"."subtotal");--> statement-breakpoint
ALTER TABLE "chain_settings" ADD CONSTRAINT "chain_settings_points" CHECK ("chain_settings"."points_earn_bp" between 0 and 10000 and "chain_settings"."point_value" >= 1);