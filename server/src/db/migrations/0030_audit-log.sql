CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"actor_name" text,
	"reach_all" boolean DEFAULT false NOT NULL,
	"reach_outlet_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ip" text,
	"user_agent" text,
	"operation" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"outlet_id" integer,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"outlet_id","operation");--> statement-breakpoint
CREATE INDEX "audit_log_operation_idx" ON "audit_log" USING btree ("operation","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_outlet_idx" ON "audit_log" USING btree ("outlet_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id","operation");