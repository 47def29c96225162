CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"change_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"tagging" text NOT NULL,
	"note" text NOT NULL,
	"po_number" text,
	"purchase_order_id" integer,
	"inbound_item_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_tagging_fits_change_type" CHECK (("inventory_movements"."change_type" = 'add' and "inventory_movements"."tagging" in ('retur', 'po')) or ("inventory_movements"."change_type" = 'deduct' and "inventory_movements"."tagging" in ('rusak', 'hilang', 'expired', 'free', 'giveaway'))),
	CONSTRAINT "inventory_movements_quantity_positive" CHECK ("inventory_movements"."quantity" >= 1),
	CONSTRAINT "inventory_movements_before_after" CHECK ("inventory_movements"."quantity_before" >= 0 and "inventory_movements"."quantity_after" >= 0 and "inventory_movements"."quantity_after" = "inventory_movements"."quantity_before" + case when "inventory_movements"."change_type" = 'add' then "inventory_movements"."quantity" else -"inventory_movements"."quantity" end)
);
--> statement-breakpoint
CREATE TABLE "inventory_stocks" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"last_movement_at" timestamp with time zone,
	CONSTRAINT "inventory_stocks_quantity_not_negative" CHECK ("inventory_stocks"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"payment_gateway_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_url" text,
	"va_number" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payment_requests_one_instruction" CHECK (("invoice_payment_requests"."payment_url" is null) <> ("invoice_payment_requests"."va_number" is null)),
	CONSTRAINT "invoice_payment_requests_va_digits" CHECK ("invoice_payment_requests"."va_number" is null or "invoice_payment_requests"."va_number" ~ '^[0-9]{8,20}$')
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_gateway_id" integer,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in (0, 100, 200, 300, 400)),
	CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount" >= 0),
	CONSTRAINT "invoices_paid_at_by_status" CHECK (("invoices"."status" in (100, 400)) = ("invoices"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"subtotal" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1 and "order_items"."price" >= 0),
	CONSTRAINT "order_items_subtotal" CHECK ("order_items"."subtotal" = "order_items"."quantity" * "order_items"."price")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_known" CHECK ("order_status_history"."status" in (0, 100, 200, 300, 350, 400, 500))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_on" date GENERATED ALWAYS AS (((created_at at time zone 'Asia/Jakarta')::date)) STORED NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in (0, 100, 200, 300, 350, 400, 500)),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."discount_total" between 0 and "orders"."subtotal" and "orders"."total_amount" = "orders"."subtotal" - "orders"."discount_total")
);
--> statement-breakpoint
CREATE TABLE "outlet_staff" (
	"outlet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "outlet_staff_pk" PRIMARY KEY("outlet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_gateways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"method_type" text NOT NULL,
	"partner_id" integer NOT NULL,
	"fee_flat" integer DEFAULT 0 NOT NULL,
	"fee_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateways_method_type_known" CHECK ("payment_gateways"."method_type" in ('VIRTUAL_ACCOUNT', 'EWALLET', 'QRIS', 'CARD', 'RETAIL_OUTLET')),
	CONSTRAINT "payment_gateways_code_format" CHECK ("payment_gateways"."code" ~ '^[A-Z0-9_]+$'),
	CONSTRAINT "payment_gateways_partner_id_positive" CHECK ("payment_gateways"."partner_id" >= 1),
	CONSTRAINT "payment_gateways_fees_range" CHECK ("payment_gateways"."fee_flat" >= 0 and "payment_gateways"."fee_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_inbound_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_inbound_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbound_id" integer NOT NULL,
	"purchase_order_item_id" integer NOT NULL,
	"quantity_received" integer NOT NULL,
	"received_at" date NOT NULL,
	"notes" text,
	CONSTRAINT "purchase_order_inbound_items_quantity_positive" CHECK ("purchase_order_inbound_items"."quantity_received" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_inbounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_inbounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_items_quantity_positive" CHECK ("purchase_order_items"."quantity" >= 1 and "purchase_order_items"."unit_price" >= 1),
	CONSTRAINT "purchase_order_items_total" CHECK ("purchase_order_items"."total_price" = "purchase_order_items"."quantity" * "purchase_order_items"."unit_price"),
	CONSTRAINT "purchase_order_items_received_range" CHECK ("purchase_order_items"."quantity_received" between 0 and "purchase_order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"po_number" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"buyer" text NOT NULL,
	"delivery_address" text NOT NULL,
	"expected_delivery_date" date NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_terms" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_terms" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"notes" text,
	"subtotal" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"with_tax" boolean DEFAULT false NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_known" CHECK ("purchase_orders"."status" in ('PENDING', 'PARTIAL', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "purchase_orders_amounts" CHECK ("purchase_orders"."subtotal" >= 0 and "purchase_orders"."tax" >= 0 and "purchase_orders"."total_amount" = "purchase_orders"."subtotal" + "purchase_orders"."tax"),
	CONSTRAINT "purchase_orders_tax_rate_range" CHECK ("purchase_orders"."tax_rate" between 0 and 100),
	CONSTRAINT "purchase_orders_bank_account_digits" CHECK ("purchase_orders"."bank_account_number" ~ '^[0-9]{6,20}$')
);
--> statement-breakpoint
CREATE TABLE "sku_bundle_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_bundle_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bundle_sku_id" integer NOT NULL,
	"component_sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sku_bundle_items_component_once" UNIQUE("bundle_sku_id","component_sku_id"),
	CONSTRAINT "sku_bundle_items_not_itself" CHECK ("sku_bundle_items"."bundle_sku_id" <> "sku_bundle_items"."component_sku_id"),
	CONSTRAINT "sku_bundle_items_quantity_range" CHECK ("sku_bundle_items"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timeslots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeslots_outlet_date_start_unique" UNIQUE("outlet_id","date","start_time"),
	CONSTRAINT "timeslots_ends_after_start" CHECK ("timeslots"."end_time" > "timeslots"."start_time"),
	CONSTRAINT "timeslots_capacity_not_negative" CHECK ("timeslots"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "discounted_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "unit_amount" numeric(12, 3) NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "unit" text NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "image_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "is_bundled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "is_watched" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_inbound_item_id_purchase_order_inbound_items_id_fk" FOREIGN KEY ("inbound_item_id") REFERENCES "public"."purchase_order_inbound_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stocks" ADD CONSTRAINT "inventory_stocks_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ADD CONSTRAINT "invoice_payment_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ADD CONSTRAINT "invoice_payment_requests_payment_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("payment_gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("payment_gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_staff" ADD CONSTRAINT "outlet_staff_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_staff" ADD CONSTRAINT "outlet_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_inbound_items" ADD CONSTRAINT "purchase_order_inbound_items_inbound_id_purchase_order_inbounds_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."purchase_order_inbounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_inbound_items" ADD CONSTRAINT "purchase_order_inbound_items_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_inbounds" ADD CONSTRAINT "purchase_order_inbounds_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_inbounds" ADD CONSTRAINT "purchase_order_inbounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_bundle_items" ADD CONSTRAINT "sku_bundle_items_bundle_sku_id_skus_id_fk" FOREIGN KEY ("bundle_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_bundle_items" ADD CONSTRAINT "sku_bundle_items_component_sku_id_skus_id_fk" FOREIGN KEY ("component_sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_sku_created_idx" ON "inventory_movements" USING btree ("sku_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_created_at_idx" ON "inventory_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_tagging_sku_idx" ON "inventory_movements" USING btree ("tagging","sku_id");--> statement-breakpoint
CREATE INDEX "invoice_payment_requests_invoice_idx" ON "invoice_payment_requests" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_sku_idx" ON "order_items" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_outlet_created_idx" ON "orders" USING btree ("outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_timeslot_idx" ON "orders" USING btree ("timeslot_id");--> statement-breakpoint
CREATE INDEX "orders_placed_on_status_idx" ON "orders" USING btree ("placed_on","status");--> statement-breakpoint
CREATE INDEX "orders_outlet_placed_on_idx" ON "orders" USING btree ("outlet_id","placed_on","status");--> statement-breakpoint
CREATE INDEX "outlet_staff_user_idx" ON "outlet_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_code_unique" ON "payment_gateways" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_partner_id_unique" ON "payment_gateways" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "purchase_order_inbound_items_inbound_idx" ON "purchase_order_inbound_items" USING btree ("inbound_id");--> statement-breakpoint
CREATE INDEX "purchase_order_inbound_items_item_idx" ON "purchase_order_inbound_items" USING btree ("purchase_order_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_inbounds_po_idx" ON "purchase_order_inbounds" USING btree ("purchase_order_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_items_po_idx" ON "purchase_order_items" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_sku_idx" ON "purchase_order_items" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_po_number_unique" ON "purchase_orders" USING btree ("po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_at_idx" ON "purchase_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_created_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_created_idx" ON "purchase_orders" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "sku_bundle_items_component_idx" ON "sku_bundle_items" USING btree ("component_sku_id");--> statement-breakpoint
CREATE INDEX "timeslots_date_outlet_idx" ON "timeslots" USING btree ("date","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower_unique" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_name_lower_unique" ON "skus" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "skus_created_at_idx" ON "skus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outlets_area_idx" ON "outlets" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outlets_name_lower_unique" ON "outlets" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_price_positive" CHECK ("skus"."price" >= 1);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_discounted_price_range" CHECK ("skus"."discounted_price" >= 0 and "skus"."discounted_price" <= "skus"."price");--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_unit_amount_positive" CHECK ("skus"."unit_amount" > 0);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_unit_known" CHECK ("skus"."unit" in ('ml', 'gr', 'pcs', 'cup', 'pack', 'kg', 'l'));