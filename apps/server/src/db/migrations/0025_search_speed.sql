-- Search without a function call per row (ADR 0012): the folded name is stored with the row, as the
-- full-text vector is (0011). Folding a name (unaccent) cost more than the rest of testing a row, and
-- rechecking the rows a trigram index found folded every one of them again.
ALTER TABLE "events" ADD COLUMN "search_name" text GENERATED ALWAYS AS (app.search_text(name)) STORED;
--> statement-breakpoint
CREATE INDEX "events_search_name_trgm_idx" ON "events" USING gin ("search_name" gin_trgm_ops)
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
--> statement-breakpoint
DROP INDEX "events_name_trgm_idx";
--> statement-breakpoint
-- The definer function's query (0010, 0015) reads the stored name; the rest is unchanged. It now
-- answers the searches the server's walk leaves to it: rare words, typos, sparse windows.
CREATE OR REPLACE FUNCTION app.search_public_events_query(similar_names boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT replace(replace($q$
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
    AND {term}
    AND ($3::timestamptz IS NULL OR e.start_datetime < $3)
    AND ($4::text IS NULL OR e.category = $4)
    AND ($6::boolean IS NULL OR e.is_paid = $6)
    AND ($7::boolean IS NOT TRUE OR e.event_type IN ('online', 'hibrido'))
    AND ($5::text IS NULL OR e.city_key = app.search_text($5))
    AND ($8::timestamptz IS NULL OR (e.start_datetime, e.id) > ($8, $9::uuid))
  )$m$), '{term}', CASE WHEN similar_names
    THEN $t$(length($1::text) >= 4 AND $1::text OPERATOR(public.<%) e.search_name)$t$
    ELSE $t$(e.search_vector @@ websearch_to_tsquery('pg_catalog.portuguese'::regconfig, $1::text)
         OR e.search_name LIKE app.contains_pattern($1::text))$t$
  END) $fn$;
--> statement-breakpoint
-- Events under way at an instant (0002, 0022), planned once per connection instead of on every call:
-- planning it was most of its cost, and every list and search page calls it. The generic plan is
-- safe now that the start bound reads the range's lower end, which no btree index serves: the
-- time-range index alone finds the few events under way (the start index had been combined with
-- it, reading half the table). The text stays in app.events_under_way_query() for the plan tests.
CREATE OR REPLACE FUNCTION app.events_under_way_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT $q$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id()
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.id IN (SELECT app.invited_event_ids())))
$q$ $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.events_under_way(at timestamptz) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  ROWS 50
AS $$
BEGIN
  RETURN QUERY
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id()
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.id IN (SELECT app.invited_event_ids())));
END
$$;
