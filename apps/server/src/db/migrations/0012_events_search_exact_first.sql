-- Search matches words first (full text and containment in the name, both served by their indexes);
-- only when nothing matches does it look for similar names (trigram word similarity), which has to
-- weigh many candidate rows and made searches of rare words take seconds at a million events.
-- Paging stays consistent: a page after a cursor has exact matches whenever the first page had.
DROP FUNCTION app.search_public_events_query();
--> statement-breakpoint
CREATE FUNCTION app.search_public_events_query(similar_names boolean) RETURNS text
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
    AND ($5::text IS NULL OR e.location_id IN (
      SELECT l.id FROM public.locations l WHERE app.search_text(l.city) = app.search_text($5)))
    AND ($8::timestamptz IS NULL OR (e.start_datetime, e.id) > ($8, $9::uuid))
  )$m$), '{term}', CASE WHEN similar_names
    THEN $t$(length($1::text) >= 4 AND $1::text OPERATOR(public.<%) app.search_text(e.name))$t$
    ELSE $t$(e.search_vector @@ websearch_to_tsquery('pg_catalog.portuguese'::regconfig, $1::text)
         OR app.search_text(e.name) LIKE app.contains_pattern($1::text))$t$
  END) $fn$;
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
  lower_bound timestamptz := greatest(coalesce(from_at, now()), now());
  wanted integer := least(greatest(coalesce(max_rows, 20), 1), 51);
BEGIN
  IF cleaned = '' THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE app.search_public_events_query(false)
    USING cleaned, lower_bound, to_at, category_key, city_name, paid, online_only, after_start, after_id, wanted;
  IF NOT FOUND THEN
    RETURN QUERY EXECUTE app.search_public_events_query(true)
      USING cleaned, lower_bound, to_at, category_key, city_name, paid, online_only, after_start, after_id, wanted;
  END IF;
END
$$;
