CREATE TABLE "geocode_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_options_type_check" CHECK ("selection_options"."type" in ('accessibility'))
);
--> statement-breakpoint
DROP INDEX "locations_user_id_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "additional_info" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "accessibility_options" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "how_to_get_there" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "parking_info" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "maps_url" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "maps_embed" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "geocode_cache_expires_at_idx" ON "geocode_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_options_type_key_key" ON "selection_options" USING btree ("type","key");--> statement-breakpoint
CREATE INDEX "locations_public_name_idx" ON "locations" USING btree ("name") WHERE "locations"."is_public";--> statement-breakpoint
CREATE INDEX "locations_user_id_idx" ON "locations" USING btree ("user_id","name");