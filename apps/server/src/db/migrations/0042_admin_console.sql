-- Issue 21: the admin console. Moderators work the reports queue (and nothing else an administrator
-- does); administrators change roles through app.set_profile_role, never leaving the site without an
-- administrator; the dashboard's figures come from indexed counts that stay fast at a million events.

-- The reports queue, its actions and the moderation log: a moderator or an administrator.
DROP POLICY reports_select ON "reports";
--> statement-breakpoint
CREATE POLICY reports_select ON "reports" FOR SELECT TO eventos_app
  USING (reporter_id = (SELECT app.current_user_id()) OR (SELECT app.can_moderate()));
--> statement-breakpoint
DROP POLICY moderation_actions_select ON "moderation_actions";
--> statement-breakpoint
CREATE POLICY moderation_actions_select ON "moderation_actions" FOR SELECT TO eventos_app
  USING ((SELECT app.can_moderate()));
--> statement-breakpoint
-- As migration 0037, the check now app.can_moderate().
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
  IF NOT app.can_moderate() THEN
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
    -- A moderator works the queue; suspending a member of the team is for administrators.
    IF NOT app.is_admin() AND EXISTS (
         SELECT 1 FROM profiles p WHERE p.id = author AND p.role IN ('moderator', 'admin')) THEN
      RAISE EXCEPTION 'moderation.staff';
    END IF;
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
--> statement-breakpoint
-- As migration 0037, the check now app.can_moderate().
CREATE OR REPLACE FUNCTION app.moderation_targets(target_types text[], target_ids uuid[])
  RETURNS TABLE (target_type text, target_id uuid, title text, body text, event_id uuid, slug text,
                 author_id uuid, hidden boolean, cancelled boolean, author_suspended_until timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF NOT app.can_moderate() THEN
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
--> statement-breakpoint
-- An administrator changes a person's role. The administrators' rows are locked first, so two
-- administrators demoting each other at once cannot both pass and leave nobody in charge. Refusals
-- carry their catalogue code as the message (P0001). Answers the role before and after.
CREATE OR REPLACE FUNCTION app.set_profile_role(target uuid, new_role text)
  RETURNS TABLE (before_role text, after_role text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_variable
DECLARE
  old_role text;
  admins integer;
BEGIN
  IF app.current_user_id() IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated';
  END IF;
  IF NOT app.is_admin() THEN
    RAISE EXCEPTION 'auth.forbidden' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF new_role IS NULL OR new_role NOT IN ('user', 'moderator', 'admin') THEN
    RAISE EXCEPTION 'validation.role.invalid';
  END IF;
  PERFORM 1 FROM profiles p WHERE p.role = 'admin' ORDER BY p.id FOR UPDATE;
  -- Read again once the rows are ours: an administrator demoted meanwhile no longer acts.
  IF NOT app.is_admin() THEN
    RAISE EXCEPTION 'auth.forbidden' USING ERRCODE = 'insufficient_privilege';
  END IF;
  SELECT p.role INTO old_role FROM profiles p WHERE p.id = target FOR UPDATE;
  IF old_role IS NULL THEN
    RAISE EXCEPTION 'role.person_not_found';
  END IF;
  IF old_role = new_role THEN
    RAISE EXCEPTION 'role.unchanged';
  END IF;
  IF old_role = 'admin' THEN
    SELECT count(*)::int INTO admins FROM profiles p WHERE p.role = 'admin' AND p.id <> target;
    IF admins = 0 THEN
      RAISE EXCEPTION 'role.last_admin';
    END IF;
  END IF;
  UPDATE profiles p SET role = new_role, updated_at = now() WHERE p.id = target;
  RETURN QUERY SELECT old_role, new_role;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.set_profile_role(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.set_profile_role(uuid, text) TO eventos_app;
--> statement-breakpoint
-- The dashboard's counts (admin-dashboard.sql.ts), each an index range or an index-only count:
-- published and upcoming events (start within the published, not cancelled ones) …
CREATE INDEX "events_live_start_idx" ON "events" USING btree ("start_datetime")
  WHERE "published_at" IS NOT NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
-- … cancelled events …
CREATE INDEX "events_cancelled_idx" ON "events" USING btree ("cancelled_at") WHERE "cancelled_at" IS NOT NULL;
--> statement-breakpoint
-- … RSVPs and check-ins per week …
CREATE INDEX "event_attendances_created_idx" ON "event_attendances" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "event_attendances_checked_in_idx" ON "event_attendances" USING btree ("checked_in_at")
  WHERE "checked_in_at" IS NOT NULL;
--> statement-breakpoint
-- … new people per week, and the people seen lately (a session refreshed within the window).
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "auth_sessions_updated_idx" ON "auth_sessions" USING btree ("updated_at", "user_id");
