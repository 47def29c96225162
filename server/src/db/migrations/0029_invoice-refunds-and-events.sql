CREATE TABLE "invoice_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_gateway_id" integer,
	"provider_reference" text,
	"amount" integer,
	"detail" text,
	CONSTRAINT "invoice_events_type_known" CHECK ("invoice_events"."type" in ('PAYMENT_REQUESTED', 'PAID', 'FAILED', 'EXPIRED', 'REFUND_REQUESTED', 'REFUND_FAILED', 'REFUNDED'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "charge_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_message" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_payment_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("payment_gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_status_known" CHECK ("invoices"."refund_status" in ('PENDING', 'REFUNDED', 'FAILED', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_by_status" CHECK ("invoices"."refund_status" is null or ("invoices"."status" = 100 and "invoices"."refund_status" in ('PENDING', 'FAILED')) or ("invoices"."status" = 400 and "invoices"."refund_status" in ('REFUNDED', 'MANUAL')));--> statement-breakpoint
-- The timeline of the invoices made before it was kept, from what they record: each payment
-- request with its method, the payment, a failure, the expiry and the refund.
INSERT INTO "invoice_events" ("invoice_id", "type", "at", "payment_gateway_id", "amount")
SELECT "invoice_id", 'PAYMENT_REQUESTED', "created_at", "payment_gateway_id", "amount" FROM "invoice_payment_requests";--> statement-breakpoint
INSERT INTO "invoice_events" ("invoice_id", "type", "at", "payment_gateway_id", "provider_reference", "amount")
SELECT "id", 'PAID', "paid_at", "payment_gateway_id", "provider_reference", "amount" FROM "invoices" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "invoice_events" ("invoice_id", "type", "at", "amount")
SELECT "id", CASE "status" WHEN 200 THEN 'EXPIRED' WHEN 300 THEN 'FAILED' ELSE 'REFUNDED' END,
  CASE "status" WHEN 200 THEN least("expires_at", "updated_at") ELSE "updated_at" END, "amount"
FROM "invoices" WHERE "status" IN (200, 300, 400);
