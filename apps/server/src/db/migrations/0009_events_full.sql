CREATE TABLE "event_views" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "event_views_event_id_day_visitor_hash_pk" PRIMARY KEY("event_id","day","visitor_hash")
);
--> statement-breakpoint
DROP INDEX "events_organizer_id_idx";--> statement-breakpoint
DROP INDEX "events_location_id_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "subcategory" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "target_audience" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_min_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_max_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_tickets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_link" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_type" text DEFAULT 'presencial' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "access_link" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organizer_type" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_views_day_idx" ON "event_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "events_category_start_id_idx" ON "events" USING btree ("category","start_datetime","id");--> statement-breakpoint
CREATE INDEX "events_organizer_id_idx" ON "events" USING btree ("organizer_id","start_datetime");--> statement-breakpoint
CREATE INDEX "events_location_id_idx" ON "events" USING btree ("location_id","start_datetime");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_check" CHECK ("events"."event_type" in ('presencial', 'online', 'hibrido'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_type_check" CHECK ("events"."organizer_type" in ('user', 'group'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_price_check" CHECK (("events"."price_min_cents" is null or "events"."price_min_cents" >= 0) and ("events"."price_max_cents" is null or "events"."price_max_cents" >= coalesce("events"."price_min_cents", 0)));