CREATE TABLE "stock_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"kind" text NOT NULL,
	"batches" integer,
	"produced_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_date" date,
	"initial_quantity" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_milli" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"transfer_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discarded_at" timestamp with time zone,
	"discarded_by" integer,
	CONSTRAINT "stock_lots_quantity_range" CHECK ("stock_lots"."quantity" >= 0 and "stock_lots"."initial_quantity" >= 0),
	CONSTRAINT "stock_lots_kind_known" CHECK ("stock_lots"."kind" in ('batch', 'lot')),
	CONSTRAINT "stock_lots_status_known" CHECK ("stock_lots"."status" in ('active', 'expired', 'discarded', 'used_up')),
	CONSTRAINT "stock_lots_kind_fields" CHECK (("stock_lots"."kind" = 'batch') = ("stock_lots"."batches" is not null) and ("stock_lots"."kind" = 'lot') = ("stock_lots"."expiry_date" is not null)),
	CONSTRAINT "stock_lots_batches_range" CHECK ("stock_lots"."batches" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "prep_pars" (
	"outlet_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"from_time" text NOT NULL,
	"par" integer NOT NULL,
	CONSTRAINT "prep_pars_pk" PRIMARY KEY("outlet_id","sku_id","from_time"),
	CONSTRAINT "prep_pars_from_time_format" CHECK ("prep_pars"."from_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "prep_pars_par_range" CHECK ("prep_pars"."par" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_source_known";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_note_code_known";--> statement-breakpoint
ALTER TABLE "skus" DROP CONSTRAINT "skus_kind_known";--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "waste_reason" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "waste_value" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "batch_yield" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "holding_minutes" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "tracks_expiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_discarded_by_users_id_fk" FOREIGN KEY ("discarded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prep_pars" ADD CONSTRAINT "prep_pars_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prep_pars" ADD CONSTRAINT "prep_pars_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_lots_fefo_idx" ON "stock_lots" USING btree ("outlet_id","sku_id","expires_at","id") WHERE "stock_lots"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_lots_active_expiry_idx" ON "stock_lots" USING btree ("expires_at") WHERE "stock_lots"."status" = 'active';--> statement-breakpoint
CREATE INDEX "stock_lots_outlet_produced_idx" ON "stock_lots" USING btree ("outlet_id","produced_at");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_lot_idx" ON "inventory_movements" USING btree ("lot_id") WHERE "inventory_movements"."lot_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_movements_waste_created_idx" ON "inventory_movements" USING btree ("created_at","outlet_id") WHERE "inventory_movements"."source" = 'waste';--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_waste" CHECK (("inventory_movements"."source" = 'waste') = ("inventory_movements"."waste_reason" is not null) and ("inventory_movements"."source" <> 'waste' or "inventory_movements"."change_type" = 'deduct'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_waste_reason_known" CHECK ("inventory_movements"."waste_reason" is null or "inventory_movements"."waste_reason" in ('spill', 'remake', 'expired', 'quality', 'other', 'cancelled_after_prep'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_source_known" CHECK ("inventory_movements"."source" in ('adjustment', 'receipt', 'sale', 'sale_return', 'transfer_out', 'transfer_in', 'stocktake', 'opening', 'production', 'waste'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_note_code_known" CHECK ("inventory_movements"."note_code" is null or "inventory_movements"."note_code" in ('sale', 'sale_cancelled', 'transfer_sent', 'transfer_received', 'transfer_damaged', 'transfer_lost', 'transfer_returned', 'goods_receipt', 'stock_count', 'opening_stock', 'batch_made', 'batch_used', 'order_remade', 'order_cancelled_after_prep'));--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_prep_batch" CHECK (("skus"."kind" = 'prep') = ("skus"."batch_yield" is not null and "skus"."holding_minutes" is not null));--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_prep_batch_range" CHECK ("skus"."batch_yield" >= 1 and "skus"."holding_minutes" between 1 and 10080);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_kind_known" CHECK ("skus"."kind" in ('product', 'ingredient', 'prep'));