ALTER TABLE "invoices" ADD COLUMN "fee" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "alert_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "alert_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "alert_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fee_not_negative" CHECK ("invoices"."fee" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_alert_whole" CHECK (("invoices"."alert_reason" is null) = ("invoices"."alert_amount" is null) and ("invoices"."alert_reason" is null) = ("invoices"."alert_at" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_alert_reason_known" CHECK ("invoices"."alert_reason" in ('AMOUNT_MISMATCH', 'PAID_WHEN_CLOSED'));