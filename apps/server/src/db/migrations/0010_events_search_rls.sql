-- Events: the read model with every field, Portuguese full-text and trigram search over public
-- events through a definer function, collision-free slugs, and views counted once a day.

-- The read model (spec §3): the event, its venue flattened as location_*, and organiser display data.
-- security_invoker: every joined table keeps the caller's row policies.
DROP VIEW events_with_details;
--> statement-breakpoint
CREATE VIEW events_with_details WITH (security_invoker = true) AS
SELECT
  e.id, e.slug, e.name, e.summary, e.description, e.start_datetime, e.end_datetime, e.category,
  e.subcategory, e.tags, e.target_audience, e.is_paid, e.price_min_cents, e.price_max_cents,
  e.requires_tickets, e.ticket_link, e.visibility, e.event_type, e.access_link, e.organizer_type,
  e.organizer_id, e.group_id, e.location_id, e.image_path, e.published_at, e.cancelled_at, e.views,
  e.created_at, e.updated_at,
  l.name AS location_name, l.address AS location_address, l.number AS location_number,
  l.city AS location_city, l.state AS location_state, l.country AS location_country,
  l.postal_code AS location_postal_code, l.reference AS location_reference,
  l.how_to_get_there AS location_how_to_get_there, l.parking_info AS location_parking_info,
  l.maps_url AS location_maps_url, l.maps_embed AS location_maps_embed, l.image AS location_image,
  l.additional_info AS location_additional_info,
  l.accessibility_options AS location_accessibility_options,
  l.latitude AS location_latitude, l.longitude AS location_longitude,
  l.created_at AS location_created_at, l.updated_at AS location_updated_at,
  p.first_name AS organizer_first_name, p.last_name AS organizer_last_name,
  p.avatar_path AS organizer_avatar_path, p.username AS organizer_username,
  NULL::text AS group_name, NULL::text AS group_logo_path
FROM events e
LEFT JOIN locations l ON l.id = e.location_id
LEFT JOIN profiles p ON p.id = e.organizer_id;
--> statement-breakpoint
GRANT SELECT ON events_with_details TO eventos_app;
--> statement-breakpoint

-- What full-text search reads of an event: name (weight A), summary and tags (B), the description
-- without its markup (C); lower-cased and without accents, so "sao joao" finds "São João".
CREATE OR REPLACE FUNCTION app.event_search_vector(name text, summary text, description text, tags text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.portuguese'::regconfig, app.search_text(coalesce(name, ''))), 'A') ||
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.portuguese'::regconfig,
      app.search_text(coalesce(summary, '') || ' ' || pg_catalog.array_to_string(coalesce(tags, '{}'::text[]), ' '))), 'B') ||
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.portuguese'::regconfig,
      app.search_text(pg_catalog.regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))), 'C')
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_search_vector(text, text, text, text[]) TO eventos_app;
--> statement-breakpoint
CREATE INDEX events_name_trgm_idx ON events
  USING gin (app.search_text(name) gin_trgm_ops)
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
--> statement-breakpoint
-- The city filter compares folded city names.
CREATE INDEX locations_city_idx ON locations (app.search_text(city));
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

-- Public event search (the discovery list with ?q=). SECURITY DEFINER so the full-text and
-- trigram indexes serve it (row policies would stop them); it returns ids of public, published,
-- not cancelled events only, whoever calls, in (start_datetime, id) order after the keyset cursor.
-- Callers read the rows through events_with_details under their own policies.
-- Words first (full text over the stored search_vector, containment in the folded name); only when
-- nothing matches does it look for similar names (trigram word similarity), which has to weigh many
-- candidate rows. Paging stays consistent: a page after a cursor has exact matches whenever the first
-- page had. The query is planned for each call's values (EXECUTE): a rare word reads the text and
-- trigram indexes, a common one walks the start index from the window's start and stops at the
-- limit; events still under way at that instant come from the range index. Its text lives in
-- app.search_public_events_query() so that tests explain exactly what runs.
-- Parameters: $1 folded term, $2 window start (not before now), $3 window end, $4 category,
-- $5 city, $6 paid, $7 online only, $8/$9 keyset cursor, $10 rows.
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
CREATE FUNCTION app.search_public_events(
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.search_public_events(text, timestamptz, timestamptz, text, text, boolean, boolean, timestamptz, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.search_public_events(text, timestamptz, timestamptz, text, text, boolean, boolean, timestamptz, uuid, integer) TO eventos_app;
--> statement-breakpoint

-- The first free slug among base, base-1, base-2… (spec §5), checked against every event: row
-- policies would hide other people's drafts and private events, whose slugs are taken all the same.
-- It says only whether slugs are taken. Concurrent creators may still race: the unique index stops
-- the second, and the service asks again.
CREATE OR REPLACE FUNCTION app.next_free_event_slug(base text) RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  n integer := 0;
  candidate text := base;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM public.events WHERE slug = base) THEN
    RETURN base;
  END IF;
  -- Jump past the highest numbered suffix in use, then step up while taken.
  SELECT coalesce(max((substring(slug FROM length(base) + 2))::integer), 0) INTO n
  FROM public.events
  WHERE slug LIKE replace(replace(replace(base, '\', '\\'), '%', '\%'), '_', '\_') || '-%'
    AND substring(slug FROM length(base) + 2) ~ '^[0-9]{1,9}$';
  LOOP
    n := n + 1;
    candidate := base || '-' || n;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM public.events WHERE slug = candidate);
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.next_free_event_slug(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.next_free_event_slug(text) TO eventos_app;
--> statement-breakpoint

-- event_views: written only by app.record_event_view (no grants to the app role at all).
ALTER TABLE event_views ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_views FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Who saw what is nobody's to read through the app, not even the organiser's (only the count is).
CREATE POLICY event_views_hidden ON event_views FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint

-- Counts one view of an event the caller may see, once per visitor (a keyed hash the server makes)
-- per day in São Paulo time. True when this view was counted.
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
  WHERE e.id = event
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id())
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.record_event_view(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.record_event_view(uuid, text) TO eventos_app;
