CREATE TABLE "outlet_closed_days" (
	"outlet_id" integer NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "outlet_closed_days_pk" PRIMARY KEY("outlet_id","date")
);
--> statement-breakpoint
CREATE TABLE "outlet_opening_hours" (
	"outlet_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "outlet_opening_hours_pk" PRIMARY KEY("outlet_id","weekday"),
	CONSTRAINT "outlet_opening_hours_weekday" CHECK ("outlet_opening_hours"."weekday" between 0 and 6),
	CONSTRAINT "outlet_opening_hours_closes_after_opens" CHECK ("outlet_opening_hours"."closes_at" > "outlet_opening_hours"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "outlet_pickup_settings" (
	"outlet_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_pickup_settings_slot_minutes" CHECK ("outlet_pickup_settings"."slot_minutes" between 5 and 240),
	CONSTRAINT "outlet_pickup_settings_capacity" CHECK ("outlet_pickup_settings"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "outlet_closed_days" ADD CONSTRAINT "outlet_closed_days_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_opening_hours" ADD CONSTRAINT "outlet_opening_hours_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_pickup_settings" ADD CONSTRAINT "outlet_pickup_settings_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;