-- An invited person's private event counts their view and shows among the events under way, as it
-- shows in the rest of their list (0020): the same rule as the events policy.
CREATE OR REPLACE FUNCTION app.events_under_way_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT $q$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND e.start_datetime < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id()
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.id IN (SELECT app.invited_event_ids())))
$q$ $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.record_event_view(event uuid, visitor text) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  inserted integer;
BEGIN
  INSERT INTO public.event_views (event_id, day, visitor_hash)
  SELECT e.id, (now() AT TIME ZONE 'America/Sao_Paulo')::date, visitor
  FROM public.events e
  WHERE e.id = event AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN
    RETURN false;
  END IF;
  UPDATE public.events SET views = views + 1 WHERE id = event;
  -- Yesterday's visitors are no longer needed to count today's views.
  DELETE FROM public.event_views WHERE day < (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1;
  RETURN true;
END
$$;
