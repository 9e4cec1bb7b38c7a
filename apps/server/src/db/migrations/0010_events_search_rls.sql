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
CREATE INDEX events_search_idx ON events
  USING gin (app.event_search_vector(name, summary, description, tags))
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
--> statement-breakpoint
CREATE INDEX events_name_trgm_idx ON events
  USING gin (app.search_text(name) gin_trgm_ops)
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
--> statement-breakpoint
-- The city filter compares folded city names.
CREATE INDEX locations_city_idx ON locations (app.search_text(city));
--> statement-breakpoint

-- Public event search (the discovery list with ?q=). SECURITY DEFINER so the full-text and
-- trigram indexes serve it (row policies would stop them); it returns ids of public, published,
-- not cancelled events only, whoever calls, in (start_datetime, id) order after the keyset cursor.
-- Callers read the rows through events_with_details under their own policies.
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
  query tsquery;
BEGIN
  IF cleaned = '' THEN
    RETURN;
  END IF;
  query := websearch_to_tsquery('pg_catalog.portuguese'::regconfig, cleaned);
  RETURN QUERY
    SELECT e.id, e.start_datetime
    FROM public.events e
    WHERE e.visibility = 'public' AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
      AND e.published_at <= now()
      AND (
        app.event_search_vector(e.name, e.summary, e.description, e.tags) @@ query
        OR app.search_text(e.name) LIKE app.contains_pattern(cleaned)
        OR (length(cleaned) >= 4 AND cleaned OPERATOR(public.<%) app.search_text(e.name))
      )
      AND coalesce(e.end_datetime, e.start_datetime) >= greatest(coalesce(from_at, now()), now())
      AND (to_at IS NULL OR e.start_datetime < to_at)
      AND (category_key IS NULL OR e.category = category_key)
      AND (paid IS NULL OR e.is_paid = paid)
      AND (online_only IS NOT TRUE OR e.event_type IN ('online', 'hibrido'))
      AND (city_name IS NULL OR e.location_id IN (
        SELECT l.id FROM public.locations l WHERE app.search_text(l.city) = app.search_text(city_name)))
      AND (after_start IS NULL OR (e.start_datetime, e.id) > (after_start, after_id))
    ORDER BY e.start_datetime, e.id
    LIMIT least(greatest(coalesce(max_rows, 20), 1), 51);
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
