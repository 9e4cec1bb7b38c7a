-- Events under way at an instant, found without scanning past events: the upcoming list reads them
-- first (there are few at any instant, of any duration), then continues on (start_datetime, id).
CREATE INDEX events_during_idx ON events
  USING gist (tstzrange(start_datetime, coalesce(end_datetime, start_datetime), '[]'));
--> statement-breakpoint

-- Under RLS the range operator (not leakproof) cannot be an index condition, so this definer
-- function does the index search and applies the events_select rule itself. It returns ids only;
-- callers read the rows through events_with_details, under their own policies.
CREATE FUNCTION app.events_under_way(at timestamptz) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  ROWS 50
AS $$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> at
    AND e.start_datetime < at
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.events_under_way(timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.events_under_way(timestamptz) TO eventos_app;
