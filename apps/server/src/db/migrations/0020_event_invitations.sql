-- Invitations to an event by its organiser (issue 16): an invited person sees the event even when it
-- is private (once published), and may RSVP to it.
CREATE TABLE "event_invitations" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_invitations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_invitations_user_idx" ON "event_invitations" USING btree ("user_id");--> statement-breakpoint
-- The events the caller is invited to. A definer function, so the events policy can ask it without
-- the invitations policy (which asks about events) being consulted in turn.
CREATE OR REPLACE FUNCTION app.invited_event_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT i.event_id FROM event_invitations i WHERE i.user_id = app.current_user_id()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.invited_event_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.invited_event_ids() TO eventos_app;
--> statement-breakpoint
-- Invitations: the invited person and the event's organiser read them; only the organiser adds them.
ALTER TABLE event_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT ON event_invitations TO eventos_app;
--> statement-breakpoint
CREATE POLICY event_invitations_select ON event_invitations FOR SELECT TO eventos_app
  USING (
    user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM public.events e
               WHERE e.id = event_invitations.event_id AND e.organizer_id = (SELECT app.current_user_id()))
  );
--> statement-breakpoint
CREATE POLICY event_invitations_insert ON event_invitations FOR INSERT TO eventos_app
  WITH CHECK (
    invited_by = (SELECT app.current_user_id())
    AND EXISTS (SELECT 1 FROM public.events e
                WHERE e.id = event_invitations.event_id AND e.organizer_id = (SELECT app.current_user_id()))
  );
--> statement-breakpoint
-- Who sees an event: public and published, or private, published and the caller invited, or the
-- caller organises it. The invitations are read once per query (a hashed sub-plan), not per row.
DROP POLICY events_select ON events;
--> statement-breakpoint
CREATE POLICY events_select ON events FOR SELECT TO eventos_app
  USING (
    (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
    OR organizer_id = (SELECT app.current_user_id())
    OR (published_at IS NOT NULL AND published_at <= now() AND id IN (SELECT app.invited_event_ids()))
  );
--> statement-breakpoint
-- The same rule for the definer functions, which read events without the caller's policies.
CREATE OR REPLACE FUNCTION app.event_visible(event uuid, visibility text, published_at timestamptz, organizer_id uuid)
  RETURNS boolean
  LANGUAGE sql STABLE
  SET search_path = pg_catalog, public
AS $$
  SELECT (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
      OR organizer_id = app.current_user_id()
      OR (published_at IS NOT NULL AND published_at <= now() AND EXISTS (
            SELECT 1 FROM event_invitations i WHERE i.event_id = event AND i.user_id = app.current_user_id()))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_visible(uuid, text, timestamptz, uuid) TO eventos_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.event_attendance_counts(event_ids uuid[])
  RETURNS TABLE (event_id uuid, going integer, waitlisted integer, checked_in integer, interested integer, capacity integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT e.id,
    (SELECT count(*)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status IN ('going', 'checked_in')),
    (SELECT count(*)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'waitlisted'),
    (SELECT count(*)::int FROM event_attendances a WHERE a.event_id = e.id AND a.status = 'checked_in'),
    (SELECT count(*)::int FROM event_interests i WHERE i.event_id = e.id),
    e.capacity
  FROM events e
  WHERE e.id = ANY(event_ids) AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.lock_visible_event(event uuid) RETURNS events
  LANGUAGE plpgsql VOLATILE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  IF app.current_user_id() IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = '42501';
  END IF;
  SELECT * INTO ev FROM events e WHERE e.id = event FOR UPDATE;
  IF NOT FOUND OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  RETURN ev;
END
$$;
--> statement-breakpoint
-- The organiser invites people by username: answers who was invited now, never twice.
CREATE OR REPLACE FUNCTION app.invite(event uuid, usernames text[])
  RETURNS TABLE (user_id uuid, username text, invited boolean)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  ev events;
BEGIN
  ev := app.lock_own_event(event);
  IF ev.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'attendance.closed.cancelled' USING ERRCODE = 'P0001';
  END IF;
  RETURN QUERY
  WITH wanted AS (
    SELECT p.id, p.username FROM profiles p
    WHERE lower(p.username) = ANY(SELECT lower(u) FROM unnest(usernames) u) AND p.status = 'active' AND p.id <> ev.organizer_id
  ), added AS (
    INSERT INTO event_invitations (event_id, user_id, invited_by)
    SELECT event, w.id, app.current_user_id() FROM wanted w
    ON CONFLICT DO NOTHING
    RETURNING event_invitations.user_id
  )
  SELECT w.id, w.username::text, EXISTS (SELECT 1 FROM added a WHERE a.user_id = w.id) FROM wanted w;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.invite(uuid, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.invite(uuid, text[]) TO eventos_app;
