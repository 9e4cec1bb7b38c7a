-- Event discussion (issue 19, docs/decisions/0015-discussion-and-moderation.md): the definer
-- functions through which comments are written, and the reads that need more than the caller's own
-- policies (who else sees an event, for mentions and their suggestions). Refusals carry their
-- catalogue code as the message (P0001); an event the caller cannot see is P0002 'event.not_found'.
--
-- The comments of an event that are not removed, for the count the discussion shows (the roots
-- and replies indexes each hold only part of them).
CREATE INDEX "event_comments_event_live_idx" ON "event_comments" USING btree ("event_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Whether `person` sees the event `ev` (app.event_visible asks it of the caller; mentions and their
-- suggestions ask it of someone else). An event hidden by the moderation team is seen by nobody here.
CREATE OR REPLACE FUNCTION app.event_visible_to(person uuid, ev events) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT person IS NOT NULL AND ev.hidden_at IS NULL AND (
    (ev.visibility = 'public' AND ev.published_at IS NOT NULL AND ev.published_at <= now())
    OR ev.organizer_id = person
    OR (ev.published_at IS NOT NULL AND ev.published_at <= now() AND EXISTS (
          SELECT 1 FROM event_invitations i WHERE i.event_id = ev.id AND i.user_id = person))
    OR EXISTS (
          SELECT 1 FROM group_members m
          WHERE m.group_id = ev.group_id AND m.user_id = person
            AND (m.role IN ('owner', 'organizer')
                 OR (ev.published_at IS NOT NULL AND ev.published_at <= now()))))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.event_visible_to(uuid, events) FROM PUBLIC;
--> statement-breakpoint
-- What refuses the caller writing in the discussion of `event` now, or NULL: nobody signed in, a
-- profile not complete, an event they cannot see (or hidden by the moderation team), a discussion
-- closed (for everyone: its managers reopen it first), a block between the caller and the organiser.
-- The discussion state the page shows (canComment) asks the same.
CREATE OR REPLACE FUNCTION app.comment_refusal(event uuid) RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  ev events;
BEGIN
  IF caller IS NULL THEN
    RETURN 'auth.unauthenticated';
  END IF;
  SELECT * INTO ev FROM events e WHERE e.id = event;
  IF NOT FOUND OR ev.hidden_at IS NOT NULL
     OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RETURN 'event.not_found';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = caller AND p.status = 'active') THEN
    RETURN 'profile.incomplete';
  END IF;
  IF ev.comments_closed THEN
    RETURN 'comment.closed';
  END IF;
  IF ev.organizer_id <> caller AND app.blocked_between(caller, ev.organizer_id) THEN
    RETURN 'comment.blocked';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.comment_refusal(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.comment_refusal(uuid) TO eventos_app;
--> statement-breakpoint
-- Raises the refusal of app.comment_refusal, if any; answers the event.
CREATE OR REPLACE FUNCTION app.assert_may_comment(event uuid) RETURNS events
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  refusal text := app.comment_refusal(event);
  ev events;
BEGIN
  IF refusal = 'event.not_found' THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  ELSIF refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', refusal USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO ev FROM events e WHERE e.id = event;
  RETURN ev;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.assert_may_comment(uuid) FROM PUBLIC;
--> statement-breakpoint
-- The people a text names with @username (the profiles' username syntax, case ignored), in the
-- order first named: active, not the writer, no block with the writer, seeing the event. At most
-- `max_people` (COMMENT_MENTIONS_MAX); further names stay plain text.
CREATE OR REPLACE FUNCTION app.comment_mentions(ev events, writer uuid, body text, max_people integer)
  RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  WITH named AS (
    SELECT lower(btrim(m[2], '.')) AS username, min(n) AS n
    FROM regexp_matches(body, '(^|[^A-Za-z0-9._@])@([A-Za-z0-9._]+)', 'g') WITH ORDINALITY AS t(m, n)
    GROUP BY 1
  ), people AS (
    SELECT p.id, named.n FROM named
    JOIN profiles p ON lower(p.username) = named.username AND p.status = 'active'
    WHERE named.username <> '' AND p.id <> writer
      AND NOT app.blocked_between(p.id, writer)
      AND app.event_visible_to(p.id, ev)
    ORDER BY named.n
    LIMIT greatest(max_people, 0)
  )
  SELECT coalesce(array_agg(people.id ORDER BY people.n), '{}') FROM people
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.comment_mentions(events, uuid, text, integer) FROM PUBLIC;
--> statement-breakpoint
-- The flood limits (COMMENT_RATE_LIMITS: 5 a minute, 60 an hour, over every event), counted on
-- event_comments_author_idx. One writer's comments are counted one at a time (a lock per person),
-- so two at once cannot both slip under the limit.
CREATE OR REPLACE FUNCTION app.assert_comment_rate(writer uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('event_comments:' || writer::text, 0));
  IF (SELECT count(*) FROM event_comments c
      WHERE c.author_id = writer AND c.created_at > now() - interval '60 seconds') >= 5
     OR (SELECT count(*) FROM event_comments c
         WHERE c.author_id = writer AND c.created_at > now() - interval '3600 seconds') >= 60 THEN
    RAISE EXCEPTION 'comment.rate_limited' USING ERRCODE = 'P0001';
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.assert_comment_rate(uuid) FROM PUBLIC;
--> statement-breakpoint
-- A comment the caller may act on: it exists and they see it (its event, not hidden from them, no
-- block with its author), else 'comment.not_found'. Locks the row.
CREATE OR REPLACE FUNCTION app.lock_visible_comment(comment uuid) RETURNS event_comments
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  c event_comments;
  ev events;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO c FROM event_comments x WHERE x.id = comment FOR UPDATE;
  IF FOUND THEN
    SELECT * INTO ev FROM events e WHERE e.id = c.event_id;
  END IF;
  IF NOT FOUND OR ev.hidden_at IS NOT NULL
     OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id)
     OR c.hidden_by = 'moderation'
     OR (c.hidden_by = 'organizer' AND NOT app.can_manage_event(ev.organizer_id, ev.group_id))
     OR (c.author_id IS NOT NULL AND app.blocked_between(c.author_id, caller)) THEN
    RAISE EXCEPTION 'comment.not_found' USING ERRCODE = 'P0001';
  END IF;
  RETURN c;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.lock_visible_comment(uuid) FROM PUBLIC;
--> statement-breakpoint
-- The caller writes a comment on `event`, or a reply to `parent` (any comment of the event: a reply
-- to a reply is stored under the same top-level comment, `reply_to_id` naming the one it answers).
-- Answers the new comment and whom to tell: the author answered (reply), the people newly named
-- (mention, without the writer and the author answered) and the organiser when they hear of new
-- comments (and were told of this one by neither). Nobody across a block.
CREATE OR REPLACE FUNCTION app.post_comment(event uuid, body text, parent uuid, max_mentions integer)
  RETURNS TABLE (id uuid, reply_recipient uuid, mentioned uuid[], organizer_recipient uuid, event_name text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  ev events := app.assert_may_comment(event);
  answered event_comments;
  root uuid;
  reply_to uuid;
  told uuid;
  named uuid[];
  new_id uuid;
BEGIN
  IF parent IS NOT NULL THEN
    SELECT * INTO answered FROM event_comments x WHERE x.id = parent;
    IF NOT FOUND OR answered.event_id <> event THEN
      RAISE EXCEPTION 'validation.comment.parent.invalid' USING ERRCODE = 'P0001';
    END IF;
    -- Answering someone across a block, as writing to an organiser across one, is refused as such.
    IF answered.author_id <> caller AND app.blocked_between(answered.author_id, caller) THEN
      RAISE EXCEPTION 'comment.blocked' USING ERRCODE = 'P0001';
    END IF;
    answered := app.lock_visible_comment(parent);
    IF answered.root_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM event_comments r WHERE r.id = answered.root_id AND r.hidden_by IS NOT NULL) THEN
      RAISE EXCEPTION 'comment.not_found' USING ERRCODE = 'P0001';
    END IF;
    IF answered.deleted_at IS NOT NULL OR answered.hidden_by IS NOT NULL THEN
      RAISE EXCEPTION 'comment.deleted' USING ERRCODE = 'P0001';
    END IF;
    root := coalesce(answered.root_id, answered.id);
    reply_to := CASE WHEN answered.root_id IS NOT NULL THEN answered.id END;
    told := answered.author_id;
  END IF;
  PERFORM app.assert_comment_rate(caller);
  named := app.comment_mentions(ev, caller, body, max_mentions);
  INSERT INTO event_comments AS c (event_id, author_id, root_id, reply_to_id, body, mentions)
  VALUES (event, caller, root, reply_to, body, named)
  RETURNING c.id INTO new_id;
  id := new_id;
  reply_recipient := CASE WHEN told <> caller THEN told END;
  mentioned := array(SELECT m FROM unnest(named) m WHERE m IS DISTINCT FROM reply_recipient);
  organizer_recipient := CASE
    WHEN ev.notify_comments AND ev.organizer_id <> caller
         AND ev.organizer_id IS DISTINCT FROM reply_recipient AND NOT ev.organizer_id = ANY(named)
    THEN ev.organizer_id END;
  event_name := ev.name;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.post_comment(uuid, text, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.post_comment(uuid, text, uuid, integer) TO eventos_app;
--> statement-breakpoint
-- The author changes the text of their comment while the discussion is open: marked as edited,
-- mentions resolved again. Answers the event and the people named for the first time (to tell).
CREATE OR REPLACE FUNCTION app.edit_comment(comment uuid, body text, max_mentions integer)
  RETURNS TABLE (event_id uuid, newly_mentioned uuid[], event_name text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  c event_comments := app.lock_visible_comment(comment);
  ev events;
  named uuid[];
BEGIN
  IF c.author_id IS DISTINCT FROM caller THEN
    RAISE EXCEPTION 'comment.forbidden' USING ERRCODE = 'P0001';
  END IF;
  IF c.deleted_at IS NOT NULL OR c.hidden_by IS NOT NULL THEN
    RAISE EXCEPTION 'comment.deleted' USING ERRCODE = 'P0001';
  END IF;
  ev := app.assert_may_comment(c.event_id);
  named := app.comment_mentions(ev, caller, body, max_mentions);
  UPDATE event_comments x SET body = edit_comment.body, mentions = named, edited_at = now()
  WHERE x.id = comment;
  event_id := c.event_id;
  newly_mentioned := array(SELECT m FROM unnest(named) m WHERE NOT m = ANY(c.mentions));
  event_name := ev.name;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.edit_comment(uuid, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.edit_comment(uuid, text, integer) TO eventos_app;
--> statement-breakpoint
-- The notifications about a comment, found when it is removed or hidden: without it each removal
-- read the whole notifications table.
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ((metadata ->> 'comment_id'))
  WHERE (metadata ->> 'comment_id') IS NOT NULL;
--> statement-breakpoint
-- The author removes their comment: its text and mentions go, its place stays (for its replies),
-- it is no longer pinned, and the unread notifications about it go. Removing it twice changes nothing.
CREATE OR REPLACE FUNCTION app.delete_comment(comment uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  c event_comments := app.lock_visible_comment(comment);
BEGIN
  IF c.author_id IS DISTINCT FROM app.current_user_id() THEN
    RAISE EXCEPTION 'comment.forbidden' USING ERRCODE = 'P0001';
  END IF;
  IF c.deleted_at IS NOT NULL THEN
    RETURN;
  END IF;
  UPDATE event_comments x SET body = '', mentions = '{}', deleted_at = now(), pinned_at = NULL
  WHERE x.id = comment;
  DELETE FROM notifications n
  WHERE NOT n.read AND n.type IN ('reply', 'mention', 'event') AND n.metadata ->> 'comment_id' = comment::text;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.delete_comment(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.delete_comment(uuid) TO eventos_app;
--> statement-breakpoint
-- A comment the caller manages (they manage its event), else 'comment.forbidden'.
CREATE OR REPLACE FUNCTION app.lock_managed_comment(comment uuid) RETURNS event_comments
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  c event_comments := app.lock_visible_comment(comment);
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = c.event_id AND app.can_manage_event(e.organizer_id, e.group_id)) THEN
    RAISE EXCEPTION 'comment.forbidden' USING ERRCODE = 'P0001';
  END IF;
  RETURN c;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.lock_managed_comment(uuid) FROM PUBLIC;
--> statement-breakpoint
-- The event's managers pin a top-level comment (the one pinned before is unpinned: one per event),
-- or unpin it. A reply, a removed or a hidden comment is not pinned.
CREATE OR REPLACE FUNCTION app.pin_comment(comment uuid, pinned boolean) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  c event_comments := app.lock_managed_comment(comment);
BEGIN
  IF NOT pinned THEN
    UPDATE event_comments x SET pinned_at = NULL WHERE x.id = comment;
    RETURN;
  END IF;
  IF c.root_id IS NOT NULL THEN
    RAISE EXCEPTION 'comment.forbidden' USING ERRCODE = 'P0001';
  END IF;
  IF c.deleted_at IS NOT NULL OR c.hidden_by IS NOT NULL THEN
    RAISE EXCEPTION 'comment.deleted' USING ERRCODE = 'P0001';
  END IF;
  IF c.pinned_at IS NOT NULL THEN
    RETURN;
  END IF;
  -- The event's row serialises two pins at once.
  PERFORM 1 FROM events e WHERE e.id = c.event_id FOR UPDATE;
  UPDATE event_comments x SET pinned_at = NULL WHERE x.event_id = c.event_id AND x.pinned_at IS NOT NULL;
  UPDATE event_comments x SET pinned_at = now() WHERE x.id = comment;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.pin_comment(uuid, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.pin_comment(uuid, boolean) TO eventos_app;
--> statement-breakpoint
-- The event's managers hide a comment from everyone but themselves (hidden_by 'organizer'; it is no
-- longer pinned), or show it again. What the moderation team hid they never see, so never unhide.
CREATE OR REPLACE FUNCTION app.hide_comment(comment uuid, hidden boolean) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  c event_comments := app.lock_managed_comment(comment);
BEGIN
  IF hidden AND c.hidden_by IS NULL THEN
    UPDATE event_comments x SET hidden_at = now(), hidden_by = 'organizer', pinned_at = NULL WHERE x.id = comment;
  ELSIF NOT hidden AND c.hidden_by = 'organizer' THEN
    UPDATE event_comments x SET hidden_at = NULL, hidden_by = NULL WHERE x.id = comment;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.hide_comment(uuid, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.hide_comment(uuid, boolean) TO eventos_app;
--> statement-breakpoint
-- The event's managers close or reopen its discussion and choose whether its organiser hears of new
-- comments (NULL: unchanged). Someone who sees the event but does not manage it: 'event.forbidden'.
CREATE OR REPLACE FUNCTION app.set_discussion(event uuid, closed boolean, notify boolean) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  ev events;
BEGIN
  IF app.current_user_id() IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO ev FROM events e WHERE e.id = event FOR UPDATE;
  IF NOT FOUND OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  IF NOT app.can_manage_event(ev.organizer_id, ev.group_id) THEN
    RAISE EXCEPTION 'event.forbidden' USING ERRCODE = 'P0001';
  END IF;
  UPDATE events e SET comments_closed = coalesce(closed, e.comments_closed),
    notify_comments = coalesce(notify, e.notify_comments)
  WHERE e.id = event;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.set_discussion(uuid, boolean, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.set_discussion(uuid, boolean, boolean) TO eventos_app;
--> statement-breakpoint
-- How many comments of `event` the caller reads (replies included, removed ones not): what the
-- event_comments policy shows them, counted in one pass. Asked per row, the policy's block check
-- cost a function call per comment; here the caller's blocks are read once.
CREATE OR REPLACE FUNCTION app.discussion_total(event uuid) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  WITH ev AS MATERIALIZED (
    SELECT app.can_manage_event(e.organizer_id, e.group_id) AS manages FROM events e
    WHERE e.id = event AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id)
  ), blocked AS MATERIALIZED (
    SELECT b.blocked_id AS person FROM user_blocks b WHERE b.blocker_id = app.current_user_id()
    UNION ALL
    SELECT b.blocker_id FROM user_blocks b WHERE b.blocked_id = app.current_user_id()
  )
  SELECT count(*)::int FROM event_comments c, ev
  WHERE c.event_id = event AND c.deleted_at IS NULL
    AND (c.hidden_by IS NULL OR (c.hidden_by = 'organizer' AND ev.manages))
    AND (c.author_id IS NULL OR NOT EXISTS (SELECT 1 FROM blocked WHERE blocked.person = c.author_id))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.discussion_total(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.discussion_total(uuid) TO eventos_app;
--> statement-breakpoint
-- People the caller may @mention in the discussion of `event`, at most `max_rows`: active, not the
-- caller, no block either way, seeing the event. Without a term: the people already in the
-- discussion, going to the event, and the caller's friends. With one (name or username, accents
-- ignored): those first, then anyone else who lets themselves be found.
CREATE OR REPLACE FUNCTION app.mention_suggestions(event uuid, term text, max_rows integer)
  RETURNS TABLE (person uuid)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  ev events;
  pattern text := CASE WHEN coalesce(btrim(term), '') = '' THEN NULL
                       ELSE app.contains_pattern(ltrim(btrim(term), '@')) END;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO ev FROM events e WHERE e.id = event;
  IF NOT FOUND OR ev.hidden_at IS NOT NULL
     OR NOT app.event_visible(ev.id, ev.visibility, ev.published_at, ev.organizer_id) THEN
    RAISE EXCEPTION 'event.not_found' USING ERRCODE = 'P0002';
  END IF;
  RETURN QUERY
  WITH near AS (
    SELECT c.author_id AS id FROM event_comments c
    WHERE c.event_id = event AND c.author_id IS NOT NULL AND c.hidden_by IS NULL
    UNION SELECT ev.organizer_id
    UNION SELECT a.user_id FROM event_attendances a
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in')
    UNION SELECT f FROM app.friend_ids(caller) f
  ), candidates AS (
    SELECT p.id, p.username, 0 AS rank FROM near JOIN profiles p ON p.id = near.id
    WHERE pattern IS NULL OR app.person_search_text(p.first_name, p.last_name, p.username) LIKE pattern
    UNION ALL
    (SELECT p.id, p.username, 1 FROM profiles p
     LEFT JOIN profile_private pp ON pp.profile_id = p.id
     WHERE pattern IS NOT NULL AND coalesce(pp.findable, true)
       AND app.person_search_text(p.first_name, p.last_name, p.username) LIKE pattern
     LIMIT 200)
  ), ranked AS (
    SELECT DISTINCT ON (c.id) c.id, c.username, c.rank FROM candidates c ORDER BY c.id, c.rank
  )
  SELECT r.id FROM ranked r JOIN profiles p ON p.id = r.id
  WHERE p.status = 'active' AND p.id <> caller AND p.username IS NOT NULL
    AND NOT app.blocked_between(p.id, caller) AND app.event_visible_to(p.id, ev)
  ORDER BY r.rank, lower(r.username)
  LIMIT greatest(least(max_rows, 50), 0);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.mention_suggestions(uuid, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.mention_suggestions(uuid, text, integer) TO eventos_app;
--> statement-breakpoint
-- An account that goes takes its words with it: when author_id becomes NULL (the profile deleted),
-- the comment reads as removed, as if its author had deleted it.
CREATE OR REPLACE FUNCTION app.empty_orphan_comment() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = pg_catalog, public
AS $$
BEGIN
  NEW.body := '';
  NEW.mentions := '{}';
  NEW.deleted_at := coalesce(NEW.deleted_at, now());
  NEW.pinned_at := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_comments_author_gone BEFORE UPDATE ON event_comments
  FOR EACH ROW WHEN (OLD.author_id IS NOT NULL AND NEW.author_id IS NULL)
  EXECUTE FUNCTION app.empty_orphan_comment();
