CREATE TABLE "sold_out_items" (
	"outlet_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_items_pk" PRIMARY KEY("outlet_id","sku_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "timeslot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_tendered" integer;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_channel_created_idx" ON "orders" USING btree ("channel","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_tendered" CHECK ("orders"."cash_tendered" is null or "orders"."cash_tendered" >= "orders"."total_amount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('app', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_known" CHECK ("orders"."order_type" in ('pickup', 'takeaway', 'dine_in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door" CHECK (case when "orders"."channel" = 'app' then "orders"."order_type" = 'pickup' and "orders"."timeslot_id" is not null and "orders"."customer_id" is not null
        else "orders"."order_type" in ('takeaway', 'dine_in') and "orders"."timeslot_id" is null end);