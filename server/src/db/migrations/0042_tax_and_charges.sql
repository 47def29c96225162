ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_base" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rounding" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pbjt_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "pbjt_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "pbjt_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "service_charge_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "service_charge_order_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "service_charge_taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "npwpd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "cash_rounding" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."discount_total" between 0 and "orders"."subtotal" and "orders"."service_charge" >= 0
        and "orders"."tax_base" >= 0 and "orders"."tax" >= 0 and "orders"."tax_included" between 0 and "orders"."tax" and "orders"."rounding" between -500 and 500
        and "orders"."total_amount" = "orders"."subtotal" - "orders"."discount_total" + "orders"."service_charge" + "orders"."tax" - "orders"."tax_included" + "orders"."rounding");--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_pbjt_rate" CHECK ("outlets"."pbjt_rate_bp" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_service_charge_rate" CHECK ("outlets"."service_charge_bp" between 0 and 2000);--> statement-breakpoint
ALTER TABLE "chain_settings" ADD CONSTRAINT "chain_settings_cash_rounding" CHECK ("chain_settings"."cash_rounding" in (0, 100, 500, 1000));