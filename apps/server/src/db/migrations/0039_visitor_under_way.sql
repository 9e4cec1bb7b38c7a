-- Events under way, as a visitor asks for them (issue 14). The list, the city filter and search all
-- start with app.events_under_way(); for a visitor its organiser, invitation and group clauses can
-- never hold, yet Postgres evaluated them for every row the time-range index found, calling
-- app.current_user_id() per row: 0.8 ms a call at the 100k seed, against 0.3 ms for the public
-- clause alone. Visitors now take that clause only; a signed-in caller's query is unchanged.
-- The visitor's text, kept identical in the function below (the plan tests explain it).
CREATE OR REPLACE FUNCTION app.events_under_way_visitor_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT $q$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now()
$q$ $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.events_under_way(at timestamptz) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  ROWS 50
AS $$
BEGIN
  IF app.current_user_id() IS NULL THEN
    RETURN QUERY
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now();
    RETURN;
  END IF;
  RETURN QUERY
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id()
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.id IN (SELECT app.invited_event_ids()))
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.group_id IN (SELECT app.member_group_ids()))
         OR e.group_id IN (SELECT app.managed_group_ids()));
END
$$;
