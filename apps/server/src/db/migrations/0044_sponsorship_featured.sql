-- Issue 22: the "Patrocinado" slot's candidates, the reports' counters, and the audit actions of
-- the admin's sponsorship work (docs/decisions/0021-sponsorships.md).

ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN (
  'theme.create', 'theme.update', 'theme.delete', 'theme.activate', 'theme.deactivate', 'theme.select',
  'role.grant', 'role.revoke', 'broadcast.send', 'report.moderate',
  'sponsorship.approve', 'sponsorship.reject', 'sponsorship.end', 'sponsorship.feature'));
--> statement-breakpoint

-- Events that take the "Patrocinado" slot at `at`: an approved sponsorship whose window holds `at`,
-- on an event everyone may see that has not ended. Read past the caller's policies so the list's
-- statement stays one plan for everyone; the cards themselves are still read as the caller.
-- A handful at any instant (ROWS 10): the cards are then read by id, never by scanning events.
CREATE OR REPLACE FUNCTION app.featured_event_ids(at timestamptz) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  ROWS 10
AS $$
  SELECT DISTINCT s.event_id
  FROM public.sponsorships s
  JOIN public.events e ON e.id = s.event_id
  WHERE s.state = 'approved' AND s.featured_from IS NOT NULL
    AND s.featured_until > at AND s.featured_from <= at
    AND e.visibility = 'public'
    AND e.published_at IS NOT NULL AND e.published_at <= at
    AND e.cancelled_at IS NULL
    AND e.hidden_at IS NULL
    AND coalesce(e.end_datetime, e.start_datetime + interval '3 hours') > at
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.featured_event_ids(timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.featured_event_ids(timestamptz) TO eventos_app;
--> statement-breakpoint

-- Counts one impression or click of a sponsorship per visitor (a keyed hash the server makes) per
-- day in São Paulo time: clicks of approved ones, impressions of approved ones featured now.
-- True when this one was counted.
CREATE OR REPLACE FUNCTION app.record_sponsorship_visit(target uuid, kind text, visitor text) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
  inserted integer;
BEGIN
  INSERT INTO public.sponsorship_visits (sponsorship_id, day, kind, visitor_hash)
  SELECT s.id, today, record_sponsorship_visit.kind, visitor
  FROM public.sponsorships s
  JOIN public.events e ON e.id = s.event_id
  WHERE s.id = target AND s.state = 'approved' AND e.hidden_at IS NULL
    AND (record_sponsorship_visit.kind = 'click'
         OR (record_sponsorship_visit.kind = 'impression'
             AND s.featured_from <= now() AND s.featured_until > now()))
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN
    RETURN false;
  END IF;
  INSERT INTO public.sponsorship_stats AS st (sponsorship_id, day, impressions, clicks)
  VALUES (target, today,
          CASE WHEN record_sponsorship_visit.kind = 'impression' THEN 1 ELSE 0 END,
          CASE WHEN record_sponsorship_visit.kind = 'click' THEN 1 ELSE 0 END)
  ON CONFLICT (sponsorship_id, day) DO UPDATE
    SET impressions = st.impressions + excluded.impressions, clicks = st.clicks + excluded.clicks;
  -- Yesterday's visitors are no longer needed to count today's.
  DELETE FROM public.sponsorship_visits WHERE day < today - 1;
  RETURN true;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.record_sponsorship_visit(uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.record_sponsorship_visit(uuid, text, text) TO eventos_app;
--> statement-breakpoint

-- The "Patrocinado" slot showed an event: one impression for each of its approved sponsorships
-- featured now (none for any other event). How many were counted.
CREATE OR REPLACE FUNCTION app.record_featured_impression(event uuid, visitor text) RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  target uuid;
  counted integer := 0;
BEGIN
  FOR target IN
    SELECT s.id FROM public.sponsorships s
    WHERE s.event_id = event AND s.state = 'approved'
      AND s.featured_from <= now() AND s.featured_until > now()
      AND event IN (SELECT app.featured_event_ids(now()))
    ORDER BY s.id
  LOOP
    IF app.record_sponsorship_visit(target, 'impression', visitor) THEN
      counted := counted + 1;
    END IF;
  END LOOP;
  RETURN counted;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.record_featured_impression(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.record_featured_impression(uuid, text) TO eventos_app;
--> statement-breakpoint

-- When an event's featured window ends by default (its end, or its start plus three hours), for an
-- administrator approving a sponsorship of an event their own policies may not show (a private one).
CREATE OR REPLACE FUNCTION app.sponsorship_event_ends(event uuid) RETURNS timestamptz
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(e.end_datetime, e.start_datetime + interval '3 hours')
  FROM public.events e WHERE e.id = event AND (SELECT app.is_admin())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.sponsorship_event_ends(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.sponsorship_event_ends(uuid) TO eventos_app;
