CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"indonesian_name" text,
	"selection" text NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifier_groups_selection_known" CHECK ("modifier_groups"."selection" in ('single', 'multiple')),
	CONSTRAINT "modifier_groups_bounds" CHECK ("modifier_groups"."min_select" >= 0 and "modifier_groups"."max_select" >= 1 and "modifier_groups"."min_select" <= "modifier_groups"."max_select"
        and ("modifier_groups"."selection" = 'multiple' or "modifier_groups"."max_select" = 1))
);
--> statement-breakpoint
CREATE TABLE "modifier_option_recipe_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_option_recipe_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"ingredient_sku_id" integer NOT NULL,
	"action" text NOT NULL,
	"quantity" integer,
	"factor_percent" integer,
	CONSTRAINT "modifier_option_recipe_items_once" UNIQUE("option_id","ingredient_sku_id"),
	CONSTRAINT "modifier_option_recipe_items_shape" CHECK (case "modifier_option_recipe_items"."action"
        when 'add' then "modifier_option_recipe_items"."quantity" >= 1 and "modifier_option_recipe_items"."factor_percent" is null
        when 'scale' then "modifier_option_recipe_items"."factor_percent" between 0 and 1000 and "modifier_option_recipe_items"."quantity" is null
        when 'remove' then "modifier_option_recipe_items"."quantity" is null and "modifier_option_recipe_items"."factor_percent" is null
        else false end)
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"indonesian_name" text,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "modifier_options_price_delta_range" CHECK ("modifier_options"."price_delta" between -1000000 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"modifier_option_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"indonesian_group_name" text,
	"option_name" text NOT NULL,
	"indonesian_option_name" text,
	"price_delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"modifier_option_id" integer,
	"quantity_milli" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_modifier_groups" (
	"sku_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_modifier_groups_pk" PRIMARY KEY("sku_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "sold_out_options" (
	"outlet_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_options_pk" PRIMARY KEY("outlet_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "exact_milli" bigint;--> statement-breakpoint
ALTER TABLE "inventory_stocks" ADD COLUMN "owed_milli" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "recipe_gap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_option_recipe_items" ADD CONSTRAINT "modifier_option_recipe_items_option_id_modifier_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."modifier_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_option_recipe_items" ADD CONSTRAINT "modifier_option_recipe_items_ingredient_sku_id_skus_id_fk" FOREIGN KEY ("ingredient_sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_modifier_option_id_modifier_options_id_fk" FOREIGN KEY ("modifier_option_id") REFERENCES "public"."modifier_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_usage" ADD CONSTRAINT "order_item_usage_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_usage" ADD CONSTRAINT "order_item_usage_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_usage" ADD CONSTRAINT "order_item_usage_modifier_option_id_modifier_options_id_fk" FOREIGN KEY ("modifier_option_id") REFERENCES "public"."modifier_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_modifier_groups" ADD CONSTRAINT "sku_modifier_groups_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_modifier_groups" ADD CONSTRAINT "sku_modifier_groups_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_options" ADD CONSTRAINT "sold_out_options_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_options" ADD CONSTRAINT "sold_out_options_option_id_modifier_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."modifier_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_options" ADD CONSTRAINT "sold_out_options_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "modifier_groups_name_lower_unique" ON "modifier_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "modifier_option_recipe_items_ingredient_idx" ON "modifier_option_recipe_items" USING btree ("ingredient_sku_id");--> statement-breakpoint
CREATE INDEX "modifier_options_group_idx" ON "modifier_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "order_item_options_item_idx" ON "order_item_options" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_options_option_idx" ON "order_item_options" USING btree ("modifier_option_id");--> statement-breakpoint
CREATE INDEX "order_item_usage_item_idx" ON "order_item_usage" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_usage_option_idx" ON "order_item_usage" USING btree ("modifier_option_id");--> statement-breakpoint
CREATE INDEX "sku_modifier_groups_group_idx" ON "sku_modifier_groups" USING btree ("group_id");