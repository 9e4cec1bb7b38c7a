-- The organiser's hand on an event's attendance (issue 16): removing someone, seating someone from
-- the waitlist, and a message to everyone with a seat (kept, so it can be rate limited).
CREATE TABLE "event_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"sender_id" uuid,
	"message" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_announcements_message_check" CHECK (char_length("event_announcements"."message") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_announcements_event_created_idx" ON "event_announcements" USING btree ("event_id","created_at");--> statement-breakpoint
-- Announcements: the event's organiser reads them; they are written only by app.announce.
ALTER TABLE event_announcements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_announcements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON event_announcements TO eventos_app;
--> statement-breakpoint
CREATE POLICY event_announcements_select ON event_announcements FOR SELECT TO eventos_app
  USING (EXISTS (SELECT 1 FROM public.events e
                 WHERE e.id = event_announcements.event_id AND e.organizer_id = (SELECT app.current_user_id())));
--> statement-breakpoint
-- Locks the caller's own event for a change of its attendance: event.not_found (P0002) when they
-- cannot see it, attendance.forbidden (42501) when it is someone else's.
CREATE OR REPLACE FUNCTION app.lock_own_event(event uuid) RETURNS events
  LANGUAGE plpgsql VOLATILE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  ev := app.lock_visible_event(event);
  IF ev.organizer_id IS DISTINCT FROM app.current_user_id() THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN ev;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.lock_own_event(uuid) FROM PUBLIC;
--> statement-breakpoint
-- The organiser removes someone from the event (going, waitlisted or checked in): their attendance
-- is cancelled and a seat they held goes to the first person waiting, as when they cancel
-- themselves. attendance.not_found (P0001) when this event has no such attendance still standing.
-- Answers who moved up.
CREATE OR REPLACE FUNCTION app.remove_attendee(event uuid, attendance uuid)
  RETURNS TABLE (attendance_id uuid, user_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
  previous text;
BEGIN
  ev := app.lock_own_event(event);
  SELECT a.status INTO previous FROM event_attendances a
  WHERE a.id = attendance AND a.event_id = event FOR UPDATE;
  IF NOT FOUND OR previous = 'cancelled' THEN
    RAISE EXCEPTION 'attendance.not_found' USING ERRCODE = 'P0001';
  END IF;
  UPDATE event_attendances a
  SET status = 'cancelled', waitlisted_at = NULL, checked_in_at = NULL, checked_in_by = NULL,
      updated_at = clock_timestamp()
  WHERE a.id = attendance;
  IF previous IN ('going', 'checked_in') THEN
    RETURN QUERY SELECT f.attendance_id, f.user_id FROM app.fill_freed_seats(event) f;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.remove_attendee(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.remove_attendee(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- The organiser seats someone from the waitlist, even past the capacity (their choice): they get a
-- ticket now. attendance.not_found when this event has no such attendance, attendance.not_waitlisted
-- when it is not waiting, attendance.closed.cancelled on a cancelled event. Answers the person.
CREATE OR REPLACE FUNCTION app.promote_attendee(event uuid, attendance uuid) RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
  mine event_attendances;
BEGIN
  ev := app.lock_own_event(event);
  SELECT * INTO mine FROM event_attendances a WHERE a.id = attendance AND a.event_id = event FOR UPDATE;
  IF NOT FOUND OR mine.status = 'cancelled' THEN
    RAISE EXCEPTION 'attendance.not_found' USING ERRCODE = 'P0001';
  ELSIF mine.status <> 'waitlisted' THEN
    RAISE EXCEPTION 'attendance.not_waitlisted' USING ERRCODE = 'P0001';
  ELSIF ev.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'attendance.closed.cancelled' USING ERRCODE = 'P0001';
  END IF;
  UPDATE event_attendances a
  SET status = 'going', waitlisted_at = NULL, ticket_code = app.new_ticket_code(event),
      updated_at = clock_timestamp()
  WHERE a.id = attendance;
  RETURN mine.user_id;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.promote_attendee(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.promote_attendee(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- The organiser's message to everyone with a seat (going or checked in): at most `per_hour` an
-- hour per event (attendance.announcement.rate_limited, P0001), counted under the event's lock so
-- simultaneous sends cannot pass it together. Kept with its number of recipients; answers them.
CREATE OR REPLACE FUNCTION app.announce(event uuid, message text, per_hour integer)
  RETURNS TABLE (user_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
  sent integer;
BEGIN
  ev := app.lock_own_event(event);
  IF ev.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'attendance.closed.cancelled' USING ERRCODE = 'P0001';
  END IF;
  SELECT count(*)::int INTO sent FROM event_announcements n
  WHERE n.event_id = event AND n.created_at > now() - interval '1 hour';
  IF sent >= per_hour THEN
    RAISE EXCEPTION 'attendance.announcement.rate_limited' USING ERRCODE = 'P0001';
  END IF;
  INSERT INTO event_announcements (event_id, sender_id, message, recipients)
  SELECT event, app.current_user_id(), message, count(*)::int FROM event_attendances a
  WHERE a.event_id = event AND a.status IN ('going', 'checked_in');
  RETURN QUERY SELECT a.user_id FROM event_attendances a
  WHERE a.event_id = event AND a.status IN ('going', 'checked_in');
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.announce(uuid, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.announce(uuid, text, integer) TO eventos_app;
