ALTER TABLE "chain_settings" ADD COLUMN "company_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "company_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "company_logo_url" text;