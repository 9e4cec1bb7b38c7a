-- Numbers for organisers (issue 16): views per day of each event. event_views keeps who saw an
-- event only until the next day (enough to count each visitor once a day) and nobody may read it;
-- the day's total is kept here, with no one's identity in it, for the event's organiser to chart.
CREATE TABLE "event_view_days" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_view_days_event_id_day_pk" PRIMARY KEY("event_id","day"),
	CONSTRAINT "event_view_days_views_check" CHECK ("event_view_days"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_view_days" ADD CONSTRAINT "event_view_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The days event_views still holds (yesterday and today); earlier days were never kept per day.
INSERT INTO event_view_days (event_id, day, views)
SELECT event_id, day, count(*)::int FROM event_views GROUP BY event_id, day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Only the event's organiser reads its days; nobody writes them but app.record_event_view.
ALTER TABLE event_view_days ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_view_days FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON event_view_days TO eventos_app;
--> statement-breakpoint
CREATE POLICY event_view_days_select ON event_view_days FOR SELECT TO eventos_app
  USING (
    EXISTS (SELECT 1 FROM public.events e
            WHERE e.id = event_view_days.event_id AND e.organizer_id = (SELECT app.current_user_id()))
  );
--> statement-breakpoint
-- As in 0022, and each counted view also adds one to its day's total.
CREATE OR REPLACE FUNCTION app.record_event_view(event uuid, visitor text) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  inserted integer;
  today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
BEGIN
  INSERT INTO public.event_views (event_id, day, visitor_hash)
  SELECT e.id, today, visitor
  FROM public.events e
  WHERE e.id = event AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN
    RETURN false;
  END IF;
  UPDATE public.events SET views = views + 1 WHERE id = event;
  INSERT INTO public.event_view_days AS d (event_id, day, views) VALUES (event, today, 1)
  ON CONFLICT (event_id, day) DO UPDATE SET views = d.views + 1;
  -- Yesterday's visitors are no longer needed to count today's views.
  DELETE FROM public.event_views WHERE day < today - 1;
  RETURN true;
END
$$;
