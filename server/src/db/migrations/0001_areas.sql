CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_level_2" boolean NOT NULL,
	"parent_id" integer,
	CONSTRAINT "areas_parent_by_level" CHECK (("areas"."is_level_2" and "areas"."parent_id" is not null) or (not "areas"."is_level_2" and "areas"."parent_id" is null))
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_parent_id_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");