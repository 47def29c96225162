CREATE TABLE "reorder_rules" (
	"outlet_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"multiple" integer DEFAULT 1 NOT NULL,
	"alerted_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_rules_pk" PRIMARY KEY("outlet_id","sku_id"),
	CONSTRAINT "reorder_rules_range" CHECK ("reorder_rules"."min_quantity" >= 0 and "reorder_rules"."max_quantity" >= "reorder_rules"."min_quantity" and "reorder_rules"."max_quantity" >= 1 and "reorder_rules"."multiple" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_items" (
	"transfer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_received" integer,
	"quantity_damaged" integer,
	CONSTRAINT "stock_transfer_items_pk" PRIMARY KEY("transfer_id","sku_id"),
	CONSTRAINT "stock_transfer_items_quantity_positive" CHECK ("stock_transfer_items"."quantity" >= 1),
	CONSTRAINT "stock_transfer_items_received_range" CHECK (("stock_transfer_items"."quantity_received" is null) = ("stock_transfer_items"."quantity_damaged" is null) and ("stock_transfer_items"."quantity_received" is null or ("stock_transfer_items"."quantity_received" >= 0 and "stock_transfer_items"."quantity_damaged" >= 0 and "stock_transfer_items"."quantity_received" + "stock_transfer_items"."quantity_damaged" <= "stock_transfer_items"."quantity")))
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_number" text NOT NULL,
	"from_outlet_id" integer NOT NULL,
	"to_outlet_id" integer NOT NULL,
	"status" text DEFAULT 'IN_TRANSIT' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receive_note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_status_known" CHECK ("stock_transfers"."status" in ('IN_TRANSIT', 'RECEIVED', 'CANCELLED')),
	CONSTRAINT "stock_transfers_two_outlets" CHECK ("stock_transfers"."from_outlet_id" <> "stock_transfers"."to_outlet_id"),
	CONSTRAINT "stock_transfers_received_stamp" CHECK (("stock_transfers"."status" = 'RECEIVED') = ("stock_transfers"."received_at" is not null)),
	CONSTRAINT "stock_transfers_cancelled_stamp" CHECK (("stock_transfers"."status" = 'CANCELLED') = ("stock_transfers"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "stocktake_lines" (
	"stocktake_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"counted_quantity" integer,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"moved_since_opening" integer,
	"variance" integer,
	"unit_cost_milli" integer,
	CONSTRAINT "stocktake_lines_pk" PRIMARY KEY("stocktake_id","sku_id"),
	CONSTRAINT "stocktake_lines_counted_nonnegative" CHECK ("stocktake_lines"."counted_quantity" is null or "stocktake_lines"."counted_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocktakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocktakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stocktake_number" text NOT NULL,
	"outlet_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stocktakes_status_known" CHECK ("stocktakes"."status" in ('OPEN', 'CLOSED', 'CANCELLED')),
	CONSTRAINT "stocktakes_closed_stamp" CHECK (("stocktakes"."status" = 'OPEN') = ("stocktakes"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "stocktake_id" integer;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_outlet_id_outlets_id_fk" FOREIGN KEY ("from_outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_outlet_id_outlets_id_fk" FOREIGN KEY ("to_outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_stocktake_id_stocktakes_id_fk" FOREIGN KEY ("stocktake_id") REFERENCES "public"."stocktakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reorder_rules_sku_idx" ON "reorder_rules" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_items_sku_idx" ON "stock_transfer_items" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_number_unique" ON "stock_transfers" USING btree ("transfer_number");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_created_idx" ON "stock_transfers" USING btree ("from_outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_created_idx" ON "stock_transfers" USING btree ("to_outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_in_transit_idx" ON "stock_transfers" USING btree ("to_outlet_id") WHERE "stock_transfers"."status" = 'IN_TRANSIT';--> statement-breakpoint
CREATE INDEX "stock_transfers_created_at_idx" ON "stock_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stocktake_lines_sku_idx" ON "stocktake_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stocktakes_number_unique" ON "stocktakes" USING btree ("stocktake_number");--> statement-breakpoint
CREATE INDEX "stocktakes_outlet_opened_idx" ON "stocktakes" USING btree ("outlet_id","opened_at");--> statement-breakpoint
CREATE INDEX "stocktakes_opened_at_idx" ON "stocktakes" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_stocktake_id_stocktakes_id_fk" FOREIGN KEY ("stocktake_id") REFERENCES "public"."stocktakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_transfer_idx" ON "inventory_movements" USING btree ("transfer_id") WHERE "inventory_movements"."transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_movements_stocktake_idx" ON "inventory_movements" USING btree ("stocktake_id") WHERE "inventory_movements"."stocktake_id" is not null;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_transfer_direction" CHECK (("inventory_movements"."source" <> 'transfer_in' or "inventory_movements"."change_type" = 'add') and ("inventory_movements"."source" not in ('transfer_out', 'transfer_in') or "inventory_movements"."transfer_id" is not null));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_stocktake_link" CHECK ("inventory_movements"."source" <> 'stocktake' or "inventory_movements"."stocktake_id" is not null);