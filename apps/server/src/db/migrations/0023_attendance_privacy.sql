-- Who else is going (issue 16): a person may let the others going to an event see their name. The
-- setting lives in profile_private, which only its owner reads and writes (0006): whether someone
-- shows their attendance is theirs to know. Off until they turn it on.
ALTER TABLE "profile_private" ADD COLUMN "show_attendance" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
GRANT UPDATE (show_attendance) ON profile_private TO eventos_app;
--> statement-breakpoint
-- The seats of an event in order of arrival: the page of people going that the list below reads.
CREATE INDEX "event_attendances_seated_idx" ON "event_attendances" USING btree ("event_id", "created_at", "id")
  WHERE "event_attendances"."status" IN ('going', 'checked_in');
--> statement-breakpoint
-- Whether the caller may see who else goes to an event: its organiser, or someone with a seat
-- (going or checked in). Raises auth.unauthenticated (42501) for nobody, event.not_found (P0002)
-- for an event the caller cannot see, attendance.fellows.forbidden (42501) for anyone else (the
-- waitlist, people who cancelled or were removed, people who never answered, administrators).
CREATE OR REPLACE FUNCTION app.assert_fellow_attendee(event uuid) RETURNS void
  LANGUAGE plpgsql STABLE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  ev record;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = '42501';
  END IF;
  SELECT e.id, e.visibility, e.published_at, e.organizer_id INTO ev FROM events e WHERE e.id = event;
  IF NOT FOUND OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  IF ev.organizer_id IS DISTINCT FROM caller AND NOT EXISTS (
      SELECT 1 FROM event_attendances a
      WHERE a.event_id = event AND a.user_id = caller AND a.status IN ('going', 'checked_in')) THEN
    RAISE EXCEPTION 'attendance.fellows.forbidden' USING ERRCODE = '42501';
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.assert_fellow_attendee(uuid) FROM PUBLIC;
--> statement-breakpoint
-- One page of the people with a seat at an event who let others see them, the caller left out, in
-- order of arrival (times to the millisecond, as the cursor carries them): after (after_at,
-- after_id), at most max_rows. Only for whom app.assert_fellow_attendee lets in; row policies on
-- event_attendances stay as they are (a person sees their own, the organiser their event's).
CREATE OR REPLACE FUNCTION app.fellow_attendees(event uuid, after_at timestamptz, after_id uuid, max_rows integer)
  RETURNS TABLE (attendance_id uuid, user_id uuid, first_name text, last_name text, username text,
                 avatar_path text, sort_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  PERFORM app.assert_fellow_attendee(event);
  RETURN QUERY
    SELECT a.id, a.user_id, p.first_name, p.last_name, p.username, p.avatar_path,
      date_trunc('milliseconds', a.created_at)
    FROM event_attendances a
    JOIN profiles p ON p.id = a.user_id
    JOIN profile_private pp ON pp.profile_id = a.user_id AND pp.show_attendance
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in')
      AND a.user_id <> app.current_user_id()
      AND (after_at IS NULL OR (date_trunc('milliseconds', a.created_at), a.id) > (after_at, after_id))
    ORDER BY date_trunc('milliseconds', a.created_at), a.id
    LIMIT least(greatest(max_rows, 0), 51);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.fellow_attendees(uuid, timestamptz, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.fellow_attendees(uuid, timestamptz, uuid, integer) TO eventos_app;
--> statement-breakpoint
-- How many others with a seat show their name and how many do not ("e mais 12 pessoas"), and
-- whether the caller's own name shows, for the same callers as the list.
CREATE OR REPLACE FUNCTION app.fellow_attendee_totals(event uuid)
  RETURNS TABLE (shown integer, hidden integer, viewer_shown boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  PERFORM app.assert_fellow_attendee(event);
  RETURN QUERY
    SELECT
      count(*) FILTER (WHERE coalesce(pp.show_attendance, false))::int,
      count(*) FILTER (WHERE NOT coalesce(pp.show_attendance, false))::int,
      coalesce((SELECT mine.show_attendance FROM profile_private mine
                WHERE mine.profile_id = app.current_user_id()), false)
    FROM event_attendances a
    LEFT JOIN profile_private pp ON pp.profile_id = a.user_id
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in')
      AND a.user_id <> app.current_user_id();
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.fellow_attendee_totals(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.fellow_attendee_totals(uuid) TO eventos_app;
