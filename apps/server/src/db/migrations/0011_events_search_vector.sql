ALTER TABLE "events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (app.event_search_vector(name, summary, description, tags)) STORED;--> statement-breakpoint
-- The search vector is stored with the row (computing it again per candidate row made searches of
-- rare words slow at a million events); the full-text index now covers the column.
DROP INDEX events_search_idx;
--> statement-breakpoint
CREATE INDEX events_search_idx ON events USING gin (search_vector)
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
--> statement-breakpoint

-- The under-way query, planned for the very instant (EXECUTE): a generic plan combined the range
-- index with half of the start index and read hundreds of thousands of entries for every first page.
-- Its text lives in a function of its own so that tests explain exactly what runs.
CREATE OR REPLACE FUNCTION app.events_under_way_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT $q$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND e.start_datetime < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id())
$q$ $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.events_under_way(at timestamptz) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  ROWS 50
AS $$
BEGIN
  RETURN QUERY EXECUTE app.events_under_way_query() USING at;
END
$$;
--> statement-breakpoint

-- Public event search, planned for each call's values (EXECUTE): a rare word reads the text and
-- trigram indexes, a common one walks the start index from the window's start and stops at the
-- limit. Events still under way at that instant come from the range index (app.events_under_way),
-- the rest from start_datetime onwards: no scan from the oldest event.
-- Parameters: $1 folded term, $2 window start (not before now), $3 window end, $4 category,
-- $5 city, $6 paid, $7 online only, $8/$9 keyset cursor, $10 rows.
CREATE OR REPLACE FUNCTION app.search_public_events_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT replace($q$
  SELECT s.id, s.start_datetime FROM (
    (SELECT e.id, e.start_datetime FROM public.events e
     WHERE e.id IN (SELECT app.events_under_way($2::timestamptz)) AND e.start_datetime < $2 AND {matches}
     ORDER BY e.start_datetime, e.id LIMIT $10)
    UNION ALL
    (SELECT e.id, e.start_datetime FROM public.events e
     WHERE e.start_datetime >= $2 AND {matches}
     ORDER BY e.start_datetime, e.id LIMIT $10)
  ) s
  ORDER BY s.start_datetime, s.id
  LIMIT $10
$q$, '{matches}', $m$(
    e.visibility = 'public' AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
    AND e.published_at <= now()
    AND (e.search_vector @@ websearch_to_tsquery('pg_catalog.portuguese'::regconfig, $1)
         OR app.search_text(e.name) LIKE app.contains_pattern($1)
         OR (length($1) >= 4 AND $1 OPERATOR(public.<%) app.search_text(e.name)))
    AND ($3::timestamptz IS NULL OR e.start_datetime < $3)
    AND ($4::text IS NULL OR e.category = $4)
    AND ($6::boolean IS NULL OR e.is_paid = $6)
    AND ($7::boolean IS NOT TRUE OR e.event_type IN ('online', 'hibrido'))
    AND ($5::text IS NULL OR e.location_id IN (
      SELECT l.id FROM public.locations l WHERE app.search_text(l.city) = app.search_text($5)))
    AND ($8::timestamptz IS NULL OR (e.start_datetime, e.id) > ($8, $9::uuid))
  )$m$) $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.search_public_events(
  term text,
  from_at timestamptz,
  to_at timestamptz,
  category_key text,
  city_name text,
  paid boolean,
  online_only boolean,
  after_start timestamptz,
  after_id uuid,
  max_rows integer
) RETURNS TABLE (id uuid, start_datetime timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  cleaned text := app.search_text(coalesce(btrim(term), ''));
BEGIN
  IF cleaned = '' THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE app.search_public_events_query()
    USING cleaned, greatest(coalesce(from_at, now()), now()), to_at, category_key, city_name, paid,
      online_only, after_start, after_id, least(greatest(coalesce(max_rows, 20), 1), 51);
END
$$;
