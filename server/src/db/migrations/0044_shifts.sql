CREATE TABLE "shift_cash_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shift_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"corrects_shift_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_movements_type_known" CHECK ("shift_cash_movements"."type" in ('pay_in', 'pay_out', 'safe_drop')),
	CONSTRAINT "shift_cash_movements_amount_positive" CHECK ("shift_cash_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outlet_id" integer NOT NULL,
	"register" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"business_date" date NOT NULL,
	"opening_float" integer NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"expected_cash" integer,
	"counted_cash" integer,
	"variance" integer,
	"counted_denominations" jsonb,
	"close_note" text,
	"variance_tolerance" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"approval_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_status_known" CHECK ("shifts"."status" in ('OPEN', 'AWAITING_APPROVAL', 'CLOSED')),
	CONSTRAINT "shifts_opening_float_not_negative" CHECK ("shifts"."opening_float" >= 0),
	CONSTRAINT "shifts_closed_whole" CHECK (("shifts"."status" = 'OPEN') = ("shifts"."closed_at" is null) and ("shifts"."closed_at" is null) = ("shifts"."counted_cash" is null) and ("shifts"."counted_cash" is null) = ("shifts"."expected_cash" is null) and ("shifts"."counted_cash" is null) = ("shifts"."variance" is null)),
	CONSTRAINT "shifts_variance_adds_up" CHECK ("shifts"."variance" is null or "shifts"."variance" = "shifts"."counted_cash" - "shifts"."expected_cash"),
	CONSTRAINT "shifts_counted_not_negative" CHECK ("shifts"."counted_cash" is null or "shifts"."counted_cash" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "counter_method" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "card_approval_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_shift_id" integer;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "registers" text[] DEFAULT '{"Counter 1"}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "cash_variance_tolerance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "business_day_starts_at" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_corrects_shift_id_shifts_id_fk" FOREIGN KEY ("corrects_shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift_idx" ON "shift_cash_movements" USING btree ("shift_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_register" ON "shifts" USING btree ("outlet_id","register") WHERE "shifts"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "shifts_outlet_day_idx" ON "shifts" USING btree ("outlet_id","business_date");--> statement-breakpoint
CREATE INDEX "shifts_day_idx" ON "shifts" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "shifts_status_idx" ON "shifts" USING btree ("status","opened_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_shift_id_shifts_id_fk" FOREIGN KEY ("refund_shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_shift_idx" ON "invoices" USING btree ("shift_id") WHERE "invoices"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_refund_shift_idx" ON "invoices" USING btree ("refund_shift_id") WHERE "invoices"."refund_shift_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_counter_method_known" CHECK ("invoices"."counter_method" in ('cash', 'card', 'qris_static'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_card_code_on_card" CHECK ("invoices"."card_approval_code" is null or "invoices"."counter_method" = 'card');--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_registers_some" CHECK (cardinality("outlets"."registers") between 1 and 20);--> statement-breakpoint
ALTER TABLE "chain_settings" ADD CONSTRAINT "chain_settings_variance_tolerance" CHECK ("chain_settings"."cash_variance_tolerance" >= 0);--> statement-breakpoint
ALTER TABLE "chain_settings" ADD CONSTRAINT "chain_settings_business_day_starts_at" CHECK ("chain_settings"."business_day_starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
-- Cash sales made at the counter before the method was recorded were paid in cash.
UPDATE "invoices" SET "counter_method" = 'cash' FROM "orders" WHERE "orders"."id" = "invoices"."order_id" AND "orders"."cash_tendered" IS NOT NULL;
