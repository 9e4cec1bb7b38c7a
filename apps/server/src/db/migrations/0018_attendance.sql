CREATE TABLE "event_attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendances_status_check" CHECK ("event_attendances"."status" in ('going', 'waitlisted', 'cancelled', 'checked_in')),
	CONSTRAINT "event_attendances_waitlist_check" CHECK (("event_attendances"."status" = 'waitlisted') = ("event_attendances"."waitlisted_at" is not null)),
	CONSTRAINT "event_attendances_checked_in_check" CHECK (("event_attendances"."status" = 'checked_in') = ("event_attendances"."checked_in_at" is not null)),
	CONSTRAINT "event_attendances_ticket_code_check" CHECK ("event_attendances"."ticket_code" ~ '^[A-HJ-NP-Z2-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "event_interests" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_interests_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_checked_in_by_profiles_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendances_event_user_key" ON "event_attendances" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendances_event_code_key" ON "event_attendances" USING btree ("event_id","ticket_code");--> statement-breakpoint
CREATE INDEX "event_attendances_event_status_idx" ON "event_attendances" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_attendances_user_status_idx" ON "event_attendances" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "event_attendances_waitlist_idx" ON "event_attendances" USING btree ("event_id","waitlisted_at","id") WHERE "event_attendances"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "event_attendances_code_idx" ON "event_attendances" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "event_interests_user_idx" ON "event_interests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" between 1 and 100000);--> statement-breakpoint
-- The read model shows seats and the RSVP deadline last (a replaced view may only add columns at its end).
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
  e.city_key, e.capacity, e.rsvp_deadline
FROM events e
LEFT JOIN locations l ON l.id = e.location_id
LEFT JOIN profiles p ON p.id = e.organizer_id;
--> statement-breakpoint
-- Whether the caller may see an event: the same rule as the events_select policy (0001), for the
-- definer functions below, which read events without the caller's policies.
CREATE OR REPLACE FUNCTION app.event_visible(visibility text, published_at timestamptz, organizer_id uuid)
  RETURNS boolean
  LANGUAGE sql STABLE
  SET search_path = pg_catalog
AS $$
  SELECT (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
      OR organizer_id = app.current_user_id()
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_visible(text, timestamptz, uuid) TO eventos_app;
--> statement-breakpoint
-- Attendances: a person sees their own; the organiser sees their event's; nobody else. Nobody
-- writes them directly: RSVP, cancelling, promotion and check-in go through the functions below.
ALTER TABLE event_attendances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_attendances FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON event_attendances TO eventos_app;
--> statement-breakpoint
CREATE POLICY event_attendances_select ON event_attendances FOR SELECT TO eventos_app
  USING (
    user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM public.events e
               WHERE e.id = event_attendances.event_id AND e.organizer_id = (SELECT app.current_user_id()))
  );
--> statement-breakpoint
-- Interests: each person reads, adds and removes only their own, on events they can see.
ALTER TABLE event_interests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_interests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON event_interests TO eventos_app;
--> statement-breakpoint
CREATE POLICY event_interests_select ON event_interests FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY event_interests_insert ON event_interests FOR INSERT TO eventos_app
  WITH CHECK (
    user_id = (SELECT app.current_user_id())
    AND EXISTS (SELECT 1 FROM public.events e WHERE e.id = event_interests.event_id)
  );
--> statement-breakpoint
CREATE POLICY event_interests_delete ON event_interests FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- Counts of events the caller may see (everyone sees counts, nobody sees who): seats taken (going
-- and checked in), waitlist, check-ins, interest, and the capacity. Events the caller cannot see
-- are left out.
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
  WHERE e.id = ANY(event_ids) AND app.event_visible(e.visibility, e.published_at, e.organizer_id)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.event_attendance_counts(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_attendance_counts(uuid[]) TO eventos_app;
--> statement-breakpoint
-- The caller's own attendances at these events, with their place in the waitlist (1-based), which
-- needs the rows of others ahead of them: hence a definer function that answers only the caller's.
CREATE OR REPLACE FUNCTION app.my_attendances(event_ids uuid[])
  RETURNS TABLE (id uuid, event_id uuid, status text, ticket_code text, waitlist_position integer,
                 checked_in_at timestamptz, created_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT a.id, a.event_id, a.status, a.ticket_code,
    CASE WHEN a.status = 'waitlisted' THEN (
      SELECT count(*)::int + 1 FROM event_attendances w
      WHERE w.event_id = a.event_id AND w.status = 'waitlisted'
        AND (w.waitlisted_at, w.id) < (a.waitlisted_at, a.id)) END,
    a.checked_in_at, a.created_at
  FROM event_attendances a
  WHERE a.user_id = app.current_user_id() AND a.event_id = ANY(event_ids)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.my_attendances(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.my_attendances(uuid[]) TO eventos_app;
--> statement-breakpoint
-- A fresh ticket code for an event: 10 of 32 unambiguous symbols from the strong random bytes of
-- gen_random_uuid (bytes 0-5 and 10-13 are fully random), again while the event already has it.
-- The callers hold the event's row lock, so no one else adds a code to it meanwhile.
CREATE OR REPLACE FUNCTION app.new_ticket_code(event uuid) RETURNS text
  LANGUAGE plpgsql VOLATILE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea;
  code text;
  i int;
BEGIN
  LOOP
    bytes := uuid_send(gen_random_uuid());
    code := '';
    FOREACH i IN ARRAY ARRAY[0, 1, 2, 3, 4, 5, 10, 11, 12, 13] LOOP
      code := code || substr(alphabet, (get_byte(bytes, i) & 31) + 1, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM event_attendances a WHERE a.event_id = event AND a.ticket_code = code);
  END LOOP;
  RETURN code;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.new_ticket_code(uuid) FROM PUBLIC;
--> statement-breakpoint
-- Gives freed seats to the waitlist, first come first served, while seats are free and the event
-- is still ahead and not cancelled. The caller holds the event's row lock. Answers who moved up.
CREATE OR REPLACE FUNCTION app.fill_freed_seats(event uuid)
  RETURNS TABLE (attendance_id uuid, user_id uuid)
  LANGUAGE plpgsql VOLATILE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev record;
  free_seats integer;
BEGIN
  SELECT e.capacity, e.cancelled_at, e.start_datetime, e.end_datetime INTO ev FROM events e WHERE e.id = event;
  IF NOT FOUND OR ev.cancelled_at IS NOT NULL OR coalesce(ev.end_datetime, ev.start_datetime) <= now() THEN
    RETURN;
  END IF;
  IF ev.capacity IS NULL THEN
    free_seats := NULL;
  ELSE
    SELECT ev.capacity - count(*)::int INTO free_seats FROM event_attendances a
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in');
    IF free_seats <= 0 THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY
    UPDATE event_attendances a
    SET status = 'going', waitlisted_at = NULL, updated_at = clock_timestamp(),
        ticket_code = app.new_ticket_code(event)
    WHERE a.id IN (
      SELECT w.id FROM event_attendances w
      WHERE w.event_id = event AND w.status = 'waitlisted'
      ORDER BY w.waitlisted_at, w.id
      LIMIT free_seats
    )
    RETURNING a.id, a.user_id;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.fill_freed_seats(uuid) FROM PUBLIC;
--> statement-breakpoint
-- Locks an event the caller may see for a change of its attendance; raises event.not_found else.
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
  IF NOT FOUND OR NOT app.event_visible(ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  RETURN ev;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.lock_visible_event(uuid) FROM PUBLIC;
--> statement-breakpoint
-- "Vou": the caller takes a seat, or joins the end of the waitlist when every seat is taken. The
-- event's row lock makes RSVPs to one event take turns, so exactly one person gets the last seat
-- and the waitlist keeps the order in which they arrived. Asking again changes nothing. Refused
-- (SQLSTATE P0001, the message naming why) for the organiser, a draft, a cancelled or ended event,
-- and after the RSVP deadline.
CREATE OR REPLACE FUNCTION app.rsvp(event uuid) RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  ev events;
  mine event_attendances;
  seated integer;
  next_status text;
BEGIN
  ev := app.lock_visible_event(event);
  IF ev.organizer_id = caller THEN
    RAISE EXCEPTION 'attendance.closed.organizer' USING ERRCODE = 'P0001';
  ELSIF ev.cancelled_at IS NOT NULL THEN
    RAISE EXCEPTION 'attendance.closed.cancelled' USING ERRCODE = 'P0001';
  ELSIF ev.published_at IS NULL OR ev.published_at > now() THEN
    RAISE EXCEPTION 'attendance.closed.draft' USING ERRCODE = 'P0001';
  ELSIF coalesce(ev.end_datetime, ev.start_datetime) <= now() THEN
    RAISE EXCEPTION 'attendance.closed.past' USING ERRCODE = 'P0001';
  ELSIF ev.rsvp_deadline IS NOT NULL AND ev.rsvp_deadline <= now() THEN
    RAISE EXCEPTION 'attendance.closed.deadline' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO mine FROM event_attendances a WHERE a.event_id = event AND a.user_id = caller;
  IF FOUND AND mine.status <> 'cancelled' THEN
    RETURN mine.id;
  END IF;
  SELECT count(*)::int INTO seated FROM event_attendances a
  WHERE a.event_id = event AND a.status IN ('going', 'checked_in');
  -- Nobody jumps the queue: while people wait, a newcomer waits too.
  IF ev.capacity IS NULL OR (seated < ev.capacity AND NOT EXISTS (
       SELECT 1 FROM event_attendances w WHERE w.event_id = event AND w.status = 'waitlisted')) THEN
    next_status := 'going';
  ELSE
    next_status := 'waitlisted';
  END IF;
  INSERT INTO event_attendances AS a (event_id, user_id, status, ticket_code, waitlisted_at, created_at, updated_at)
  VALUES (event, caller, next_status, app.new_ticket_code(event),
          CASE WHEN next_status = 'waitlisted' THEN clock_timestamp() END, clock_timestamp(), clock_timestamp())
  ON CONFLICT (event_id, user_id) DO UPDATE
    SET status = EXCLUDED.status, ticket_code = EXCLUDED.ticket_code, waitlisted_at = EXCLUDED.waitlisted_at,
        checked_in_at = NULL, checked_in_by = NULL, updated_at = EXCLUDED.updated_at
  RETURNING a.id INTO mine.id;
  RETURN mine.id;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.rsvp(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.rsvp(uuid) TO eventos_app;
--> statement-breakpoint
-- "Cancelar presença": the caller gives up their seat or leaves the waitlist (nothing to do when
-- they have neither). A freed seat goes to the first person waiting, in the same transaction; the
-- answer names who moved up, so the server can tell them. Someone already checked in stays so
-- (SQLSTATE P0001 attendance.checked_in).
CREATE OR REPLACE FUNCTION app.cancel_attendance(event uuid)
  RETURNS TABLE (attendance_id uuid, user_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  ev events;
  previous text;
BEGIN
  ev := app.lock_visible_event(event);
  SELECT a.status INTO previous FROM event_attendances a WHERE a.event_id = event AND a.user_id = caller;
  IF NOT FOUND OR previous = 'cancelled' THEN
    RETURN;
  END IF;
  IF previous = 'checked_in' THEN
    RAISE EXCEPTION 'attendance.checked_in' USING ERRCODE = 'P0001';
  END IF;
  UPDATE event_attendances a SET status = 'cancelled', waitlisted_at = NULL, updated_at = clock_timestamp()
  WHERE a.event_id = event AND a.user_id = caller;
  IF previous = 'going' THEN
    RETURN QUERY SELECT f.attendance_id, f.user_id FROM app.fill_freed_seats(event) f;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.cancel_attendance(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.cancel_attendance(uuid) TO eventos_app;
--> statement-breakpoint
-- After the organiser raises the capacity (or removes it): the waitlist moves up into the new
-- seats. Only the organiser may ask; answers who moved up.
CREATE OR REPLACE FUNCTION app.promote_waitlist(event uuid)
  RETURNS TABLE (attendance_id uuid, user_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  ev := app.lock_visible_event(event);
  IF ev.organizer_id <> app.current_user_id() THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY SELECT f.attendance_id, f.user_id FROM app.fill_freed_seats(event) f;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.promote_waitlist(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.promote_waitlist(uuid) TO eventos_app;
--> statement-breakpoint
-- Check-in at the door, by the event's organiser only (else SQLSTATE 42501): a ticket of this
-- event that holds a seat is checked in once; again it answers already_checked_in and changes
-- nothing. A code that only another event knows is wrong_event; anything else not_found. The
-- attendance row's lock makes simultaneous scans of one code take turns: one is accepted.
CREATE OR REPLACE FUNCTION app.check_in(event uuid, code text)
  RETURNS TABLE (result text, attendance_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  found_id uuid;
  found_status text;
BEGIN
  IF caller IS NULL OR NOT EXISTS (SELECT 1 FROM events e WHERE e.id = event AND e.organizer_id = caller) THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  UPDATE event_attendances a
  SET status = 'checked_in', checked_in_at = clock_timestamp(), checked_in_by = caller, updated_at = clock_timestamp()
  WHERE a.event_id = event AND a.ticket_code = code AND a.status = 'going'
  RETURNING a.id INTO found_id;
  IF found_id IS NOT NULL THEN
    RETURN QUERY SELECT 'accepted'::text, found_id;
    RETURN;
  END IF;
  SELECT a.id, a.status INTO found_id, found_status FROM event_attendances a
  WHERE a.event_id = event AND a.ticket_code = code;
  IF found_status = 'checked_in' THEN
    RETURN QUERY SELECT 'already_checked_in'::text, found_id;
  ELSIF found_status IS NULL AND EXISTS (
      SELECT 1 FROM event_attendances o
      WHERE o.ticket_code = code AND o.event_id <> event AND o.status IN ('going', 'checked_in')) THEN
    RETURN QUERY SELECT 'wrong_event'::text, NULL::uuid;
  ELSE
    RETURN QUERY SELECT 'not_found'::text, NULL::uuid;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.check_in(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.check_in(uuid, text) TO eventos_app;
--> statement-breakpoint
-- Undoes a check-in (the organiser tapped the wrong person): the attendance holds its seat again.
-- Answers whether that attendance of this event was checked in.
CREATE OR REPLACE FUNCTION app.undo_check_in(event uuid, attendance uuid) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  IF caller IS NULL OR NOT EXISTS (SELECT 1 FROM events e WHERE e.id = event AND e.organizer_id = caller) THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  UPDATE event_attendances a
  SET status = 'going', checked_in_at = NULL, checked_in_by = NULL, updated_at = clock_timestamp()
  WHERE a.id = attendance AND a.event_id = event AND a.status = 'checked_in';
  RETURN FOUND;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.undo_check_in(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.undo_check_in(uuid, uuid) TO eventos_app;
