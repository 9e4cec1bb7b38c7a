-- Reports and moderation (issue 19, docs/decisions/0015-discussion-and-moderation.md): filing a
-- report, the administrators' actions on reported content, what the queue reads, and hidden events
-- and groups gone from every read path but their managers'.

-- Who sees an event: as in 0034, but an event the moderation team hid is seen by its organiser and
-- its group's managers only (they see their own, with a notice).
DROP POLICY events_select ON events;
--> statement-breakpoint
CREATE POLICY events_select ON events FOR SELECT TO eventos_app
  USING (
    (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now() AND hidden_at IS NULL)
    OR ((SELECT app.current_user_id()) IS NOT NULL AND (
      organizer_id = (SELECT app.current_user_id())
      OR (hidden_at IS NULL AND published_at IS NOT NULL AND published_at <= now() AND (
        id IN (SELECT app.invited_event_ids()) OR group_id IN (SELECT app.member_group_ids())))
      OR group_id IN (SELECT app.managed_group_ids())
    ))
  );
--> statement-breakpoint
-- Whether the moderation team hid an event (read past the caller's policies, which hide it).
CREATE OR REPLACE FUNCTION app.event_hidden(event uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (SELECT 1 FROM events h WHERE h.id = event AND h.hidden_at IS NOT NULL)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.event_hidden(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_hidden(uuid) TO eventos_app;
--> statement-breakpoint
-- The same rule for the definer functions (0029), hidden events seen by their managers only.
CREATE OR REPLACE FUNCTION app.event_visible(event uuid, visibility text, published_at timestamptz, organizer_id uuid)
  RETURNS boolean
  LANGUAGE sql STABLE
  SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(
       organizer_id = app.current_user_id()
    OR app.event_group_role(event) IN ('owner', 'organizer')
    OR (NOT app.event_hidden(event)
        AND ((visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
             OR (published_at IS NOT NULL AND published_at <= now() AND (
                   EXISTS (SELECT 1 FROM event_invitations i WHERE i.event_id = event AND i.user_id = app.current_user_id())
                   OR app.event_group_role(event) = 'member')))),
    false)
$$;
--> statement-breakpoint
-- Whether the caller may see a group's content: its owner and organisers always; anyone else while
-- the moderation team has not hidden it, when it is public or they belong to it.
CREATE OR REPLACE FUNCTION app.group_visible(grp uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (
    SELECT 1 FROM groups g WHERE g.id = grp
      AND ((g.hidden_at IS NULL
            AND (g.visibility = 'public'
                 OR EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.user_id = app.current_user_id())))
           OR EXISTS (SELECT 1 FROM group_members m
                      WHERE m.group_id = g.id AND m.user_id = app.current_user_id() AND m.role IN ('owner', 'organizer'))))
$$;
--> statement-breakpoint
DROP POLICY groups_select ON "groups";
--> statement-breakpoint
CREATE POLICY groups_select ON "groups" FOR SELECT TO eventos_app
  USING (
    (hidden_at IS NULL AND (visibility = 'public' OR (SELECT app.group_role(id)) IS NOT NULL))
    OR (SELECT app.group_role(id)) IN ('owner', 'organizer')
  );
--> statement-breakpoint
-- A group's counts (0027) without the events the moderation team hid.
CREATE OR REPLACE FUNCTION app.group_counts(group_ids uuid[])
  RETURNS TABLE (group_id uuid, members integer, followers integer, upcoming_events integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT g.id,
         (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id),
         (SELECT count(*)::int FROM group_followers f WHERE f.group_id = g.id),
         (SELECT count(*)::int FROM events e
           WHERE e.group_id = g.id AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
             AND e.hidden_at IS NULL
             AND coalesce(e.end_datetime, e.start_datetime) > now()
             AND (e.visibility = 'public' OR r.role IS NOT NULL))
  FROM groups g
  CROSS JOIN LATERAL (SELECT app.group_role(g.id) AS role) r
  WHERE g.id = ANY(group_ids) AND app.group_visible(g.id)
$$;
--> statement-breakpoint
-- The caller's pending group invitations (0028), without groups the moderation team hid.
CREATE OR REPLACE FUNCTION app.my_group_invitations()
  RETURNS TABLE (invitation_id uuid, group_id uuid, slug text, name text, description text,
                 category text, city text, visibility text, logo_path text, cover_path text,
                 group_created_at timestamptz, invited_by uuid, created_at timestamptz,
                 expires_at timestamptz, members integer, followers integer, upcoming_events integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT i.id, g.id, g.slug, g.name, g.description, g.category, g.city, g.visibility, g.logo_path,
         g.cover_path, g.created_at, i.invited_by, i.created_at, i.expires_at,
         (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id),
         (SELECT count(*)::int FROM group_followers f WHERE f.group_id = g.id),
         (SELECT count(*)::int FROM events e
           WHERE e.group_id = g.id AND e.visibility = 'public' AND e.published_at IS NOT NULL
             AND e.cancelled_at IS NULL AND e.hidden_at IS NULL
             AND coalesce(e.end_datetime, e.start_datetime) > now())
  FROM group_invitations i
  JOIN groups g ON g.id = i.group_id
  WHERE i.user_id = app.current_user_id() AND i.status = 'pending' AND g.hidden_at IS NULL
$$;
--> statement-breakpoint
-- Who hears of a group's new event (0029): nobody while the moderation team keeps the group hidden.
CREATE OR REPLACE FUNCTION app.group_event_audience(grp uuid) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF app.group_role(grp) IS NULL OR app.group_role(grp) NOT IN ('owner', 'organizer') THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  IF EXISTS (SELECT 1 FROM groups g WHERE g.id = grp AND g.hidden_at IS NOT NULL) THEN
    RETURN;
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
-- Who wrote or owns a reported target: the comment's author, the event's organiser, the group's
-- owner, or the profile itself. NULL when the target (or its author) is gone.
CREATE OR REPLACE FUNCTION app.report_target_author(target_type text, target_id uuid) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT CASE target_type
    WHEN 'comment' THEN (SELECT c.author_id FROM event_comments c WHERE c.id = target_id)
    WHEN 'event' THEN (SELECT e.organizer_id FROM events e WHERE e.id = target_id)
    WHEN 'group' THEN (SELECT m.user_id FROM group_members m WHERE m.group_id = target_id AND m.role = 'owner' LIMIT 1)
    WHEN 'profile' THEN (SELECT p.id FROM profiles p WHERE p.id = target_id)
  END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.report_target_author(text, uuid) FROM PUBLIC;
--> statement-breakpoint
-- Whether the caller sees a reported target as its policies would show it: the event through the
-- events rule, the comment through the comments rule (its event, not hidden from them, no block with
-- its author), the group through app.group_visible, a profile that exists and has no block with them.
CREATE OR REPLACE FUNCTION app.report_target_visible(target_type text, target_id uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT CASE target_type
    WHEN 'event' THEN EXISTS (
      SELECT 1 FROM events e WHERE e.id = target_id
        AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id))
    WHEN 'comment' THEN EXISTS (
      SELECT 1 FROM event_comments c JOIN events e ON e.id = c.event_id
      WHERE c.id = target_id AND c.deleted_at IS NULL
        AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id)
        AND (c.hidden_by IS NULL
             OR (c.hidden_by = 'organizer' AND app.can_manage_event(e.organizer_id, e.group_id)))
        AND NOT coalesce(app.blocked_between(c.author_id, app.current_user_id()), false))
    WHEN 'group' THEN app.group_visible(target_id)
    WHEN 'profile' THEN EXISTS (
      SELECT 1 FROM profiles p WHERE p.id = target_id AND p.status = 'active'
        AND NOT app.blocked_between(p.id, app.current_user_id()))
    ELSE false
  END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.report_target_visible(text, uuid) FROM PUBLIC;
--> statement-breakpoint
-- The caller reports something they see and did not write: one open report per target
-- (reports_open_once_idx decides between two racing reports), at most 20 an hour (one person's
-- reports are filed one at a time, so two racing reports cannot both slip under the limit).
-- Refusals are raised as their catalogue code.
CREATE OR REPLACE FUNCTION app.file_report(target_type text, target_id uuid, reason text, details text)
  RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  filed uuid;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated';
  END IF;
  IF target_type NOT IN ('event', 'comment', 'group', 'profile') THEN
    RAISE EXCEPTION 'validation.report.target.invalid';
  END IF;
  IF NOT app.report_target_visible(target_type, target_id) THEN
    RAISE EXCEPTION 'report.not_found';
  END IF;
  IF app.report_target_author(target_type, target_id) = caller
     OR (target_type = 'event' AND EXISTS (
           SELECT 1 FROM events e WHERE e.id = target_id AND app.can_manage_event(e.organizer_id, e.group_id))) THEN
    RAISE EXCEPTION 'report.own';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('report:' || caller::text, 0));
  IF (SELECT count(*) FROM reports r
      WHERE r.reporter_id = caller AND r.created_at > now() - interval '1 hour') >= 20 THEN
    RAISE EXCEPTION 'report.rate_limited';
  END IF;
  INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
  VALUES (caller, target_type, target_id, reason, nullif(btrim(details), ''))
  ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
  RETURNING id INTO filed;
  IF filed IS NULL THEN
    RAISE EXCEPTION 'report.duplicate';
  END IF;
  RETURN filed;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.file_report(text, uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.file_report(text, uuid, text, text) TO eventos_app;
--> statement-breakpoint
-- An administrator acts on a reported target (ADR 0015): dismisses the reports, hides the comment,
-- event or group, cancels the event, or suspends its author (for `suspend_days` days, or for good
-- when null). The action is logged, every open report on the target is resolved with it, content
-- hidden leaves the notifications that point at it, and a suspended person's sessions end. Answers
-- what the server needs to tell people through the hub: the reporters, the author, the name the
-- texts show, and for a cancelled event the people who follow it (its organiser and everyone going).
CREATE OR REPLACE FUNCTION app.moderate(target_type text, target_id uuid, action text, note text, suspend_days integer)
  RETURNS TABLE (action_id uuid, resolved_reports integer, subject_id uuid, reporters uuid[], title text,
                 event_id uuid, event_slug text, newly_cancelled boolean, followers uuid[])
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_variable
DECLARE
  caller uuid := app.current_user_id();
  author uuid;
  open_count integer;
  logged uuid;
  suspend_until timestamptz;
  name_shown text;
  ev_id uuid;
  ev_slug text;
  cancelled_now boolean := false;
  told uuid[] := '{}';
  resolved integer;
  reporter_ids uuid[];
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated';
  END IF;
  IF NOT app.is_admin() THEN
    RAISE EXCEPTION 'auth.forbidden';
  END IF;
  IF NOT (target_type = 'comment' AND action IN ('dismiss', 'hide', 'suspend')
       OR target_type = 'event' AND action IN ('dismiss', 'hide', 'cancel_event', 'suspend')
       OR target_type = 'group' AND action IN ('dismiss', 'hide', 'suspend')
       OR target_type = 'profile' AND action IN ('dismiss', 'suspend')) THEN
    RAISE EXCEPTION 'validation.moderation.action.invalid';
  END IF;
  -- Two administrators acting on one target at once: the second waits, then finds nothing open.
  PERFORM 1 FROM reports r
  WHERE r.target_type = target_type AND r.target_id = target_id AND r.status = 'open'
  FOR UPDATE;
  GET DIAGNOSTICS open_count = ROW_COUNT;
  IF open_count = 0 THEN
    RAISE EXCEPTION 'moderation.nothing_open';
  END IF;
  author := app.report_target_author(target_type, target_id);
  name_shown := CASE target_type
    WHEN 'comment' THEN (SELECT e.name FROM event_comments c JOIN events e ON e.id = c.event_id WHERE c.id = target_id)
    WHEN 'event' THEN (SELECT e.name FROM events e WHERE e.id = target_id)
    WHEN 'group' THEN (SELECT g.name FROM groups g WHERE g.id = target_id)
    ELSE NULL
  END;

  IF action = 'hide' THEN
    IF target_type = 'comment' THEN
      UPDATE event_comments c
      SET hidden_at = coalesce(c.hidden_at, now()), hidden_by = 'moderation', pinned_at = NULL
      WHERE c.id = target_id;
      IF NOT FOUND THEN RAISE EXCEPTION 'report.not_found'; END IF;
      DELETE FROM notifications n WHERE n.metadata->>'comment_id' = target_id::text;
    ELSIF target_type = 'event' THEN
      UPDATE events e SET hidden_at = coalesce(e.hidden_at, now()) WHERE e.id = target_id;
      IF NOT FOUND THEN RAISE EXCEPTION 'report.not_found'; END IF;
      DELETE FROM notifications n WHERE n.metadata->>'event_id' = target_id::text;
    ELSE
      UPDATE groups g SET hidden_at = coalesce(g.hidden_at, now()) WHERE g.id = target_id;
      IF NOT FOUND THEN RAISE EXCEPTION 'report.not_found'; END IF;
      DELETE FROM notifications n WHERE n.metadata->>'group_id' = target_id::text;
    END IF;
    -- Visitors' kept answers (the anonymous cache, ADR 0008) hold comments and groups too: drop them
    -- (a change to an event row announces itself).
    PERFORM pg_notify('eventos_events_changed', target_id::text);
  ELSIF action = 'cancel_event' THEN
    SELECT e.id, e.slug INTO ev_id, ev_slug FROM events e WHERE e.id = target_id;
    IF ev_id IS NULL THEN RAISE EXCEPTION 'report.not_found'; END IF;
    -- As the organiser's cancel: marked cancelled, kept; its followers hear of it when it was out.
    UPDATE events e SET cancelled_at = now(), updated_at = now()
    WHERE e.id = target_id AND e.cancelled_at IS NULL
    RETURNING e.published_at IS NOT NULL INTO cancelled_now;
    cancelled_now := coalesce(cancelled_now, false);
    IF cancelled_now THEN
      told := ARRAY(SELECT a.user_id FROM event_attendances a
                    WHERE a.event_id = target_id AND a.status IN ('going', 'checked_in', 'waitlisted')
                      AND a.user_id IS DISTINCT FROM author);
    END IF;
  ELSIF action = 'suspend' THEN
    IF author IS NULL THEN RAISE EXCEPTION 'report.not_found'; END IF;
    IF author = caller THEN RAISE EXCEPTION 'moderation.self'; END IF;
    suspend_until := CASE WHEN suspend_days IS NULL THEN 'infinity'::timestamptz
                  ELSE now() + make_interval(days => suspend_days) END;
    UPDATE profiles p SET suspended_until = suspend_until WHERE p.id = author;
    DELETE FROM auth_sessions s WHERE s.user_id = author;
  END IF;

  INSERT INTO moderation_actions (admin_id, target_type, target_id, action, note, subject_id, suspended_until)
  VALUES (caller, target_type, target_id, action, btrim(note), author, suspend_until)
  RETURNING id INTO logged;
  WITH done AS (
    UPDATE reports r
    SET status = CASE WHEN action = 'dismiss' THEN 'dismissed' ELSE 'actioned' END,
        resolved_at = now(), action_id = logged
    WHERE r.target_type = target_type AND r.target_id = target_id AND r.status = 'open'
    RETURNING r.reporter_id)
  SELECT count(*)::int, coalesce(array_agg(DISTINCT d.reporter_id) FILTER (WHERE d.reporter_id IS NOT NULL), '{}')
  INTO resolved, reporter_ids FROM done d;
  UPDATE moderation_actions m SET resolved_reports = resolved WHERE m.id = logged;
  RETURN QUERY SELECT logged, resolved, author, reporter_ids, name_shown, ev_id, ev_slug, cancelled_now, told;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.moderate(text, uuid, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.moderate(text, uuid, text, text, integer) TO eventos_app;
--> statement-breakpoint
-- What was reported, as the queue shows it to an administrator, hidden or private content included:
-- for each (type, id) given, its title (the event's, the group's, the commented event's name, or the
-- person's), its text, where it lives, its author, and whether it is hidden, cancelled, or its author
-- suspended. Targets that are gone answer a row of nulls.
CREATE OR REPLACE FUNCTION app.moderation_targets(target_types text[], target_ids uuid[])
  RETURNS TABLE (target_type text, target_id uuid, title text, body text, event_id uuid, slug text,
                 author_id uuid, hidden boolean, cancelled boolean, author_suspended_until timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF NOT app.is_admin() THEN
    RAISE EXCEPTION 'auth.forbidden';
  END IF;
  RETURN QUERY
  SELECT t.kind, t.id, x.title, x.body, x.event_id, x.slug, x.author_id,
         coalesce(x.hidden, false), coalesce(x.cancelled, false),
         (SELECT p.suspended_until FROM profiles p WHERE p.id = x.author_id AND p.suspended_until > now())
  FROM unnest(target_types, target_ids) AS t(kind, id)
  LEFT JOIN LATERAL (
    SELECT e.name AS title, c.body, e.id AS event_id, e.slug, c.author_id,
           c.hidden_by = 'moderation' AS hidden, e.cancelled_at IS NOT NULL AS cancelled
    FROM event_comments c JOIN events e ON e.id = c.event_id
    WHERE t.kind = 'comment' AND c.id = t.id
    UNION ALL
    SELECT e.name, e.description, e.id, e.slug, e.organizer_id, e.hidden_at IS NOT NULL, e.cancelled_at IS NOT NULL
    FROM events e WHERE t.kind = 'event' AND e.id = t.id
    UNION ALL
    SELECT g.name, g.description, NULL::uuid, g.slug,
           (SELECT m.user_id FROM group_members m WHERE m.group_id = g.id AND m.role = 'owner' LIMIT 1),
           g.hidden_at IS NOT NULL, false
    FROM groups g WHERE t.kind = 'group' AND g.id = t.id
    UNION ALL
    SELECT nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), p.bio,
           NULL::uuid, p.username, p.id, false, false
    FROM profiles p WHERE t.kind = 'profile' AND p.id = t.id
  ) x ON true;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.moderation_targets(text[], uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.moderation_targets(text[], uuid[]) TO eventos_app;
