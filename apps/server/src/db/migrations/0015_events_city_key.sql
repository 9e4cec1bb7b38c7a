-- The city filter (discovery list and search) compares the venue's folded city. Kept on the event
-- as city_key by triggers, it makes the filter one range of (city_key, start_datetime, id) in start
-- order: the first page reads its twenty rows instead of walking every upcoming event and looking up
-- each one's venue.
ALTER TABLE "events" ADD COLUMN "city_key" text;--> statement-breakpoint
CREATE INDEX "events_city_start_id_idx" ON "events" USING btree ("city_key","start_datetime","id");--> statement-breakpoint
-- Set from the venue whenever an event is written with a venue or a different one; what a caller
-- writes to city_key itself is replaced. Definer: the venue may be another person's public one.
CREATE OR REPLACE FUNCTION app.event_city_key() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.location_id IS NOT DISTINCT FROM OLD.location_id
     AND NEW.city_key IS NOT DISTINCT FROM OLD.city_key THEN
    RETURN NEW;
  END IF;
  NEW.city_key := (SELECT app.search_text(l.city) FROM public.locations l WHERE l.id = NEW.location_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_city_key BEFORE INSERT OR UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION app.event_city_key();
--> statement-breakpoint
-- A venue whose city changes carries its events along.
CREATE OR REPLACE FUNCTION app.location_city_moved() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  UPDATE public.events SET city_key = app.search_text(NEW.city) WHERE location_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER locations_city_moved AFTER UPDATE OF city ON locations
  FOR EACH ROW WHEN (app.search_text(OLD.city) IS DISTINCT FROM app.search_text(NEW.city))
  EXECUTE FUNCTION app.location_city_moved();
--> statement-breakpoint
UPDATE events e SET city_key = app.search_text(l.city) FROM locations l WHERE l.id = e.location_id;
--> statement-breakpoint
-- The read model shows it last (a replaced view may only add columns at its end).
CREATE OR REPLACE VIEW events_with_details WITH (security_invoker = true) AS
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
  NULL::text AS group_name, NULL::text AS group_logo_path,
  e.city_key
FROM events e
LEFT JOIN locations l ON l.id = e.location_id
LEFT JOIN profiles p ON p.id = e.organizer_id;
--> statement-breakpoint
-- Search filters on it the same way.
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
    THEN $t$(length($1::text) >= 4 AND $1::text OPERATOR(public.<%) app.search_text(e.name))$t$
    ELSE $t$(e.search_vector @@ websearch_to_tsquery('pg_catalog.portuguese'::regconfig, $1::text)
         OR app.search_text(e.name) LIKE app.contains_pattern($1::text))$t$
  END) $fn$;
