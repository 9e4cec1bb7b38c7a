-- Group events (issue 17): an event may belong to a group (group_id, organizer_type 'group'). It
-- keeps its organiser (organizer_id, who created it), and the group's owner and organisers manage
-- it as its organiser does: edit, publish, cancel, delete, attendees, check-in, messages, invitations,
-- numbers. Members see the group's published events, private ones too. A private group's events are
-- private (forced when an event joins it and when the group turns private), so lists, search, the
-- sitemap and event pages never show them to anyone outside it.

-- The groups in which the caller has any role, and those they manage (owner, organiser). Definer
-- functions, so policies can ask them without group_members' own policy being consulted; read once
-- per query (a hashed sub-plan), not per row.
CREATE OR REPLACE FUNCTION app.member_group_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT m.group_id FROM group_members m WHERE m.user_id = app.current_user_id()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.member_group_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.member_group_ids() TO eventos_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.managed_group_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT m.group_id FROM group_members m
  WHERE m.user_id = app.current_user_id() AND m.role IN ('owner', 'organizer')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.managed_group_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.managed_group_ids() TO eventos_app;
--> statement-breakpoint
-- Who manages an event: its organiser, or the owner or an organiser of its group.
CREATE OR REPLACE FUNCTION app.can_manage_event(organizer uuid, grp uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(organizer = app.current_user_id(), false)
      OR (grp IS NOT NULL AND EXISTS (
            SELECT 1 FROM group_members m
            WHERE m.group_id = grp AND m.user_id = app.current_user_id() AND m.role IN ('owner', 'organizer')))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.can_manage_event(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.can_manage_event(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- The caller's role in the group of an event, or NULL (no group, or not in it).
CREATE OR REPLACE FUNCTION app.event_group_role(event uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT m.role FROM events e
  JOIN group_members m ON m.group_id = e.group_id AND m.user_id = app.current_user_id()
  WHERE e.id = event
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.event_group_role(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_group_role(uuid) TO eventos_app;
--> statement-breakpoint
-- Who sees an event: as in 0020, plus the members of its group once it is published, and the
-- group's owner and organisers always (drafts too).
DROP POLICY events_select ON events;
--> statement-breakpoint
CREATE POLICY events_select ON events FOR SELECT TO eventos_app
  USING (
    (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
    OR organizer_id = (SELECT app.current_user_id())
    OR (published_at IS NOT NULL AND published_at <= now() AND id IN (SELECT app.invited_event_ids()))
    OR (published_at IS NOT NULL AND published_at <= now() AND group_id IN (SELECT app.member_group_ids()))
    OR group_id IN (SELECT app.managed_group_ids())
  );
--> statement-breakpoint
-- The organiser and the group's managers change and delete it. Who may put an event in a group, and
-- that nobody hands an event to another organiser, is the trigger's below.
DROP POLICY events_update ON events;
--> statement-breakpoint
CREATE POLICY events_update ON events FOR UPDATE TO eventos_app
  USING (organizer_id = (SELECT app.current_user_id()) OR group_id IN (SELECT app.managed_group_ids()))
  WITH CHECK (organizer_id = (SELECT app.current_user_id()) OR group_id IN (SELECT app.managed_group_ids()));
--> statement-breakpoint
DROP POLICY events_delete ON events;
--> statement-breakpoint
CREATE POLICY events_delete ON events FOR DELETE TO eventos_app
  USING (organizer_id = (SELECT app.current_user_id()) OR group_id IN (SELECT app.managed_group_ids()));
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
      OR CASE app.event_group_role(event)
           WHEN 'owner' THEN true
           WHEN 'organizer' THEN true
           WHEN 'member' THEN published_at IS NOT NULL AND published_at <= now()
           ELSE false
         END
$$;
--> statement-breakpoint
-- An event joins a group only by someone who manages that group; nobody hands a group's event to
-- another organiser; an event of a private group is private; organizer_type follows group_id.
-- Arranging data as the database owner (no caller) skips the caller's checks.
CREATE OR REPLACE FUNCTION app.events_group_rules() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  joined boolean := TG_OP = 'INSERT';
BEGIN
  -- OLD exists only for an update: read it in a branch of its own.
  IF TG_OP = 'UPDATE' THEN
    joined := NEW.group_id IS DISTINCT FROM OLD.group_id;
    IF caller IS NOT NULL AND (NEW.group_id IS NOT NULL OR OLD.group_id IS NOT NULL)
       AND NEW.organizer_id IS DISTINCT FROM OLD.organizer_id THEN
      RAISE EXCEPTION 'event.forbidden' USING ERRCODE = '42501';
    END IF;
  END IF;
  IF NEW.group_id IS NULL THEN
    NEW.organizer_type := 'user';
    RETURN NEW;
  END IF;
  IF caller IS NOT NULL AND joined AND NOT EXISTS (
      SELECT 1 FROM group_members m
      WHERE m.group_id = NEW.group_id AND m.user_id = caller AND m.role IN ('owner', 'organizer')) THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  NEW.organizer_type := 'group';
  IF EXISTS (SELECT 1 FROM groups g WHERE g.id = NEW.group_id AND g.visibility = 'private') THEN
    NEW.visibility := 'private';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.events_group_rules() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER events_group_rules BEFORE INSERT OR UPDATE OF group_id, organizer_id, organizer_type, visibility
  ON events FOR EACH ROW EXECUTE FUNCTION app.events_group_rules();
--> statement-breakpoint
-- Events that belong to a group before this migration follow the rule too.
UPDATE events e SET visibility = 'private'
FROM groups g WHERE g.id = e.group_id AND g.visibility = 'private' AND e.visibility <> 'private';
--> statement-breakpoint
-- A group that turns private takes its events with it (they stay private if it turns public again:
-- their organisers choose then).
CREATE OR REPLACE FUNCTION app.group_events_go_private() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  UPDATE events SET visibility = 'private', updated_at = now()
  WHERE group_id = NEW.id AND visibility <> 'private';
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_events_go_private() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER groups_events_go_private AFTER UPDATE OF visibility ON groups
  FOR EACH ROW WHEN (NEW.visibility = 'private' AND OLD.visibility IS DISTINCT FROM 'private')
  EXECUTE FUNCTION app.group_events_go_private();
--> statement-breakpoint
-- Whom a newly published event of a group is told about: its members and, for a public group, its
-- followers, the caller left out. Only for the group's owner and organisers (group.forbidden).
CREATE OR REPLACE FUNCTION app.group_event_audience(grp uuid) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF app.group_role(grp) IS NULL OR app.group_role(grp) NOT IN ('owner', 'organizer') THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY
  SELECT m.user_id FROM group_members m WHERE m.group_id = grp AND m.user_id <> app.current_user_id()
  UNION
  SELECT f.user_id FROM group_followers f
  JOIN groups g ON g.id = f.group_id AND g.visibility = 'public'
  WHERE f.group_id = grp AND f.user_id <> app.current_user_id();
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_event_audience(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.group_event_audience(uuid) TO eventos_app;
--> statement-breakpoint
-- Attendances, announcements, invitations and view days: read by whoever manages the event (0018,
-- 0019, 0020, 0024 let only its organiser). The managed groups come as one array (an InitPlan), so
-- the events they ask about are found on the organiser's and the group's indexes, never read whole.
DROP POLICY event_attendances_select ON event_attendances;
--> statement-breakpoint
CREATE POLICY event_attendances_select ON event_attendances FOR SELECT TO eventos_app
  USING (
    user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM public.events e
               WHERE e.id = event_attendances.event_id
                 AND (e.organizer_id = (SELECT app.current_user_id())
                      OR e.group_id = ANY (ARRAY(SELECT app.managed_group_ids()))))
  );
--> statement-breakpoint
DROP POLICY event_announcements_select ON event_announcements;
--> statement-breakpoint
CREATE POLICY event_announcements_select ON event_announcements FOR SELECT TO eventos_app
  USING (EXISTS (SELECT 1 FROM public.events e
                 WHERE e.id = event_announcements.event_id
                   AND (e.organizer_id = (SELECT app.current_user_id())
                        OR e.group_id = ANY (ARRAY(SELECT app.managed_group_ids())))));
--> statement-breakpoint
DROP POLICY event_invitations_select ON event_invitations;
--> statement-breakpoint
CREATE POLICY event_invitations_select ON event_invitations FOR SELECT TO eventos_app
  USING (
    user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM public.events e
               WHERE e.id = event_invitations.event_id
                 AND (e.organizer_id = (SELECT app.current_user_id())
                      OR e.group_id = ANY (ARRAY(SELECT app.managed_group_ids()))))
  );
--> statement-breakpoint
DROP POLICY event_invitations_insert ON event_invitations;
--> statement-breakpoint
CREATE POLICY event_invitations_insert ON event_invitations FOR INSERT TO eventos_app
  WITH CHECK (
    invited_by = (SELECT app.current_user_id())
    AND EXISTS (SELECT 1 FROM public.events e
                WHERE e.id = event_invitations.event_id
                  AND (e.organizer_id = (SELECT app.current_user_id())
                       OR e.group_id = ANY (ARRAY(SELECT app.managed_group_ids()))))
  );
--> statement-breakpoint
DROP POLICY event_view_days_select ON event_view_days;
--> statement-breakpoint
CREATE POLICY event_view_days_select ON event_view_days FOR SELECT TO eventos_app
  USING (
    EXISTS (SELECT 1 FROM public.events e
            WHERE e.id = event_view_days.event_id
              AND (e.organizer_id = (SELECT app.current_user_id())
                   OR e.group_id = ANY (ARRAY(SELECT app.managed_group_ids()))))
  );
--> statement-breakpoint
-- As in 0019: the event locked for a change of its attendance, by whoever manages it.
CREATE OR REPLACE FUNCTION app.lock_own_event(event uuid) RETURNS events
  LANGUAGE plpgsql VOLATILE
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  ev := app.lock_visible_event(event);
  IF NOT app.can_manage_event(ev.organizer_id, ev.group_id) THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN ev;
END
$$;
--> statement-breakpoint
-- As in 0018, for whoever manages the event.
CREATE OR REPLACE FUNCTION app.promote_waitlist(event uuid)
  RETURNS TABLE (attendance_id uuid, user_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  ev := app.lock_visible_event(event);
  IF NOT app.can_manage_event(ev.organizer_id, ev.group_id) THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY SELECT f.attendance_id, f.user_id FROM app.fill_freed_seats(event) f;
END
$$;
--> statement-breakpoint
-- As in 0018: check-in at the door, by whoever manages the event.
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
  IF caller IS NULL OR NOT EXISTS (
      SELECT 1 FROM events e WHERE e.id = event AND app.can_manage_event(e.organizer_id, e.group_id)) THEN
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
-- As in 0018: undoing a check-in, by whoever manages the event.
CREATE OR REPLACE FUNCTION app.undo_check_in(event uuid, attendance uuid) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  IF caller IS NULL OR NOT EXISTS (
      SELECT 1 FROM events e WHERE e.id = event AND app.can_manage_event(e.organizer_id, e.group_id)) THEN
    RAISE EXCEPTION 'attendance.forbidden' USING ERRCODE = '42501';
  END IF;
  UPDATE event_attendances a
  SET status = 'going', checked_in_at = NULL, checked_in_by = NULL, updated_at = clock_timestamp()
  WHERE a.id = attendance AND a.event_id = event AND a.status = 'checked_in';
  RETURN FOUND;
END
$$;
--> statement-breakpoint
-- As in 0023: who else is going is for people with a seat and for whoever manages the event.
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
  SELECT e.id, e.visibility, e.published_at, e.organizer_id, e.group_id INTO ev FROM events e WHERE e.id = event;
  IF NOT FOUND OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  IF NOT app.can_manage_event(ev.organizer_id, ev.group_id) AND NOT EXISTS (
      SELECT 1 FROM event_attendances a
      WHERE a.event_id = event AND a.user_id = caller AND a.status IN ('going', 'checked_in')) THEN
    RAISE EXCEPTION 'attendance.fellows.forbidden' USING ERRCODE = '42501';
  END IF;
END
$$;
--> statement-breakpoint
-- As in 0021, announced to each person who manages the event ('<event_id>:<person>:<check-in>'),
-- so the door screens of the group's organisers hear of it too.
CREATE OR REPLACE FUNCTION app.notify_attendance_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  row_event uuid;
  manager uuid;
  checked_in text := '';
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_event := OLD.event_id;
  ELSE
    row_event := NEW.event_id;
  END IF;
  -- Nested, not one condition: PL/pgSQL would read NEW.status of an interest, which has none.
  IF TG_TABLE_NAME = 'event_attendances' AND TG_OP <> 'DELETE' THEN
    IF NEW.status = 'checked_in' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'checked_in') THEN
      checked_in := NEW.id::text;
    END IF;
  END IF;
  FOR manager IN
    SELECT e.organizer_id FROM events e WHERE e.id = row_event AND e.organizer_id IS NOT NULL
    UNION
    SELECT m.user_id FROM events e
    JOIN group_members m ON m.group_id = e.group_id AND m.role IN ('owner', 'organizer')
    WHERE e.id = row_event
  LOOP
    PERFORM pg_notify('eventos_attendance', row_event::text || ':' || manager::text || ':' || checked_in);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events under way (0025) as the events policy above sees them: the group's clauses added, the
-- text kept identical in both (the plan tests explain the query text).
CREATE OR REPLACE FUNCTION app.events_under_way_query() RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT $q$
  SELECT e.id FROM public.events e
  WHERE tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]') @> $1::timestamptz
    AND lower(tstzrange(e.start_datetime, coalesce(e.end_datetime, e.start_datetime), '[]')) < $1::timestamptz
    AND ((e.visibility = 'public' AND e.published_at IS NOT NULL AND e.published_at <= now())
         OR e.organizer_id = app.current_user_id()
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.id IN (SELECT app.invited_event_ids()))
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.group_id IN (SELECT app.member_group_ids()))
         OR e.group_id IN (SELECT app.managed_group_ids()))
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
             AND e.id IN (SELECT app.invited_event_ids()))
         OR (e.published_at IS NOT NULL AND e.published_at <= now()
             AND e.group_id IN (SELECT app.member_group_ids()))
         OR e.group_id IN (SELECT app.managed_group_ids()));
END
$$;
