-- Social (issue 18): the changes people make to how they stand with each other — friend requests,
-- answers, follows and blocks — through definer functions that check blocks and the other person's
-- settings (docs/decisions/0014-social.md), and the reads of others' friendships that lists need
-- (mutual friends, suggestions). Refusals carry their catalogue code as the message (P0001).
--
-- What refuses the caller acting on `target`, or NULL: nobody signed in, oneself, a person who does
-- not exist, has no complete profile or blocked the caller (as if they did not exist), a person the
-- caller blocked (unblock first). It tells the caller nothing their own answers would not.
CREATE OR REPLACE FUNCTION app.social_refusal(target uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT CASE
    WHEN me.id IS NULL THEN 'auth.unauthenticated'
    WHEN target IS NULL THEN 'profile.not_found'
    WHEN target = me.id THEN 'social.self'
    WHEN NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = target AND p.status = 'active') THEN 'profile.not_found'
    WHEN EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = target AND b.blocked_id = me.id) THEN 'profile.not_found'
    WHEN EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = me.id AND b.blocked_id = target) THEN 'social.blocked'
  END
  FROM (SELECT app.current_user_id() AS id) me
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.social_refusal(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.social_refusal(uuid) TO eventos_app;
--> statement-breakpoint
-- Asking for a friendship, following and blocking need the caller's own profile complete.
CREATE OR REPLACE FUNCTION app.assert_social_actor() RETURNS uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = 'P0001';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = caller AND p.status = 'active') THEN
    RAISE EXCEPTION 'profile.incomplete' USING ERRCODE = 'P0001';
  END IF;
  RETURN caller;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.assert_social_actor() FROM PUBLIC;
--> statement-breakpoint
-- The caller asks `target` to be friends, or accepts the request `target` sent them. Answers the
-- friendship as the caller now sees it ('request_sent' or 'friends') and what changed: 'requested'
-- (a new request), 'accepted' (theirs accepted) or 'none' (already asked, already friends). The
-- primary key serialises two requests at once: the same person twice ends as one request, both
-- people at once as one accepted friendship.
CREATE OR REPLACE FUNCTION app.request_friendship(target uuid)
  RETURNS TABLE (friendship text, outcome text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.assert_social_actor();
  refusal text := app.social_refusal(target);
  lo uuid := least(caller, target);
  hi uuid := greatest(caller, target);
  existing friendships;
  written text;
BEGIN
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', refusal USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO existing FROM friendships f WHERE f.user_a = lo AND f.user_b = hi;
  IF FOUND AND existing.status = 'accepted' THEN
    RETURN QUERY SELECT 'friends'::text, 'none'::text;
    RETURN;
  END IF;
  IF FOUND AND existing.requester_id = caller THEN
    RETURN QUERY SELECT 'request_sent'::text, 'none'::text;
    RETURN;
  END IF;
  -- Their request waiting is accepted whatever the caller's own settings; a new request needs theirs.
  IF NOT FOUND AND NOT app.may_request_friendship(caller, target) THEN
    RAISE EXCEPTION 'social.friend_request.not_allowed' USING ERRCODE = 'P0001';
  END IF;
  INSERT INTO friendships AS f (user_a, user_b, requester_id, status)
  VALUES (lo, hi, caller, 'pending')
  ON CONFLICT (user_a, user_b) DO UPDATE SET status = 'accepted', accepted_at = now()
    WHERE f.status = 'pending' AND f.requester_id <> EXCLUDED.requester_id
  RETURNING f.status INTO written;
  IF written IS NULL THEN
    -- Someone else's statement wrote the row first: already friends, or the caller's own request.
    SELECT * INTO existing FROM friendships f WHERE f.user_a = lo AND f.user_b = hi;
    RETURN QUERY SELECT CASE WHEN existing.status = 'accepted' THEN 'friends' ELSE 'request_sent' END, 'none'::text;
    RETURN;
  END IF;
  IF written = 'accepted' THEN
    -- The request the caller just answered is no longer news in their panel.
    UPDATE notifications n SET read = true, read_at = now()
    WHERE n.user_id = caller AND n.type = 'friend_request' AND NOT n.read
      AND n.metadata ->> 'from' = target::text;
    RETURN QUERY SELECT 'friends'::text, 'accepted'::text;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'request_sent'::text, 'requested'::text;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.request_friendship(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.request_friendship(uuid) TO eventos_app;
--> statement-breakpoint
-- The caller cancels their request, declines theirs or ends the friendship: the row goes whatever
-- its state, and with a request its unread notification. Answers the friendship as it was ('none'
-- when there was nothing). A person the caller blocked can still be let go of; one who blocked the
-- caller, or does not exist, is profile.not_found.
CREATE OR REPLACE FUNCTION app.end_friendship(other uuid) RETURNS text
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  refusal text := app.social_refusal(other);
  gone friendships;
BEGIN
  IF refusal IS NOT NULL AND refusal <> 'social.blocked' THEN
    RAISE EXCEPTION '%', refusal USING ERRCODE = 'P0001';
  END IF;
  DELETE FROM friendships f WHERE f.user_a = least(caller, other) AND f.user_b = greatest(caller, other)
  RETURNING * INTO gone;
  IF NOT FOUND THEN
    RETURN 'none';
  END IF;
  IF gone.status = 'accepted' THEN
    RETURN 'friends';
  END IF;
  DELETE FROM notifications n
  WHERE n.type = 'friend_request' AND NOT n.read
    AND ((n.user_id = other AND n.metadata ->> 'from' = caller::text)
      OR (n.user_id = caller AND n.metadata ->> 'from' = other::text));
  RETURN CASE WHEN gone.requester_id = caller THEN 'request_sent' ELSE 'request_received' END;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.end_friendship(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.end_friendship(uuid) TO eventos_app;
--> statement-breakpoint
-- The caller follows `target` (no friendship needed); following twice changes nothing. Answers
-- whether a follow was added. Unfollowing is a DELETE under user_follows_delete_own (0030).
CREATE OR REPLACE FUNCTION app.follow_person(target uuid) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.assert_social_actor();
  refusal text := app.social_refusal(target);
BEGIN
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', refusal USING ERRCODE = 'P0001';
  END IF;
  INSERT INTO user_follows (follower_id, followee_id) VALUES (caller, target) ON CONFLICT DO NOTHING;
  RETURN FOUND;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.follow_person(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.follow_person(uuid) TO eventos_app;
--> statement-breakpoint
-- The caller blocks `target`: their friendship or request ends, neither follows the other any more,
-- and the unread friend notifications between them go. Blocking someone who blocked the caller is
-- allowed (it tells nothing, and holds if they lift theirs). Answers whether the block is new.
CREATE OR REPLACE FUNCTION app.block_person(target uuid) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.assert_social_actor();
  added boolean;
BEGIN
  IF target = caller THEN
    RAISE EXCEPTION 'social.self' USING ERRCODE = 'P0001';
  END IF;
  IF target IS NULL OR NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = target AND p.status = 'active') THEN
    RAISE EXCEPTION 'profile.not_found' USING ERRCODE = 'P0001';
  END IF;
  INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (caller, target) ON CONFLICT DO NOTHING;
  added := FOUND;
  DELETE FROM friendships f WHERE f.user_a = least(caller, target) AND f.user_b = greatest(caller, target);
  DELETE FROM user_follows u
  WHERE (u.follower_id = caller AND u.followee_id = target) OR (u.follower_id = target AND u.followee_id = caller);
  DELETE FROM notifications n
  WHERE n.type IN ('friend_request', 'friendship_accepted') AND NOT n.read
    AND ((n.user_id = target AND n.metadata ->> 'from' = caller::text)
      OR (n.user_id = caller AND n.metadata ->> 'from' = target::text));
  RETURN added;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.block_person(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.block_person(uuid) TO eventos_app;
--> statement-breakpoint
-- How the caller stands with each of `people` (as app.relationship_with) and how many friends they
-- share, for a page of person cards in one statement. Nothing for a visitor; oneself is left out.
CREATE OR REPLACE FUNCTION app.person_relations(people uuid[])
  RETURNS TABLE (person uuid, mutual_friends integer, friendship text, following boolean,
                 follows_you boolean, blocked boolean, can_request boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  WITH me AS (SELECT app.current_user_id() AS id),
  mine AS (SELECT f FROM me, app.friend_ids(me.id) f)
  SELECT o.id,
    (SELECT count(*)::int FROM app.friend_ids(o.id) theirs WHERE theirs IN (SELECT f FROM mine)),
    r.friendship, r.following, r.follows_you, r.blocked, r.can_request
  FROM (SELECT DISTINCT unnest(people) AS id) o
  CROSS JOIN LATERAL app.relationship_with(o.id) r
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.person_relations(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.person_relations(uuid[]) TO eventos_app;
--> statement-breakpoint
-- People the caller may want as friends, at most `max_rows`: friends of their friends (through
-- friends whose list the caller may see) by how many they share, then people going to the same
-- upcoming events (where their attendance shows to the caller) by how many. Never the caller, a
-- friend, someone with a request either way, a block either way, a profile not complete or not
-- findable, nor anyone whose setting would refuse the caller's request.
CREATE OR REPLACE FUNCTION app.friend_suggestions(max_rows integer)
  RETURNS TABLE (person uuid, via_friends integer, shared_events integer)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  wanted integer := least(greatest(max_rows, 0), 50);
  candidate record;
BEGIN
  IF caller IS NULL OR wanted = 0 THEN
    RETURN;
  END IF;
  -- Ranked with the cheap checks first; whether the caller may send a request (their setting,
  -- requests either way, blocks) is asked only of the rows read until enough are found.
  FOR candidate IN
    WITH mine AS (SELECT f FROM app.friend_ids(caller) f),
    -- Friends whose friends list the caller may see, each asked once.
    open_friends AS MATERIALIZED (SELECT m.f FROM mine m WHERE app.friends_visible_to(m.f, caller)),
    via_friends AS (
      SELECT theirs AS person, count(*)::int AS n
      FROM open_friends o CROSS JOIN LATERAL app.friend_ids(o.f) theirs
      GROUP BY theirs
    ),
    my_events AS (
      SELECT a.event_id FROM event_attendances a JOIN events e ON e.id = a.event_id
      WHERE a.user_id = caller AND a.status IN ('going', 'checked_in') AND e.cancelled_at IS NULL
        AND coalesce(e.end_datetime, e.start_datetime) > now()
    ),
    same_events AS (
      SELECT a.user_id AS person, count(*)::int AS n
      FROM my_events mv JOIN event_attendances a ON a.event_id = mv.event_id
      WHERE a.status IN ('going', 'checked_in') AND a.user_id <> caller
        AND app.attendance_visible_to(a.user_id, caller)
      GROUP BY a.user_id
    )
    SELECT p.id AS person, coalesce(v.n, 0) AS via, coalesce(s.n, 0) AS shared
    FROM via_friends v FULL JOIN same_events s ON s.person = v.person
    JOIN profiles p ON p.id = coalesce(v.person, s.person) AND p.status = 'active'
    LEFT JOIN profile_private pp ON pp.profile_id = p.id
    WHERE p.id <> caller AND coalesce(pp.findable, true)
      AND NOT EXISTS (SELECT 1 FROM mine WHERE mine.f = p.id)
    ORDER BY 2 DESC, 3 DESC, 1
  LOOP
    CONTINUE WHEN NOT app.may_request_friendship(caller, candidate.person);
    person := candidate.person;
    via_friends := candidate.via;
    shared_events := candidate.shared;
    RETURN NEXT;
    wanted := wanted - 1;
    EXIT WHEN wanted = 0;
  END LOOP;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.friend_suggestions(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.friend_suggestions(integer) TO eventos_app;
--> statement-breakpoint
-- Event invitations (0020) leave out people in a block with the inviter, either way: they are
-- answered as unknown usernames, as if they did not exist.
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
      AND NOT app.blocked_between(p.id, app.current_user_id())
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
-- Group invitations (0026) to accounts leave out people in a block with the inviter, either way.
CREATE OR REPLACE FUNCTION app.invite_to_group(grp uuid, user_ids uuid[], emails text[], token_hashes text[], days integer)
  RETURNS TABLE (user_id uuid, email text, outcome text, invitation_id uuid)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  PERFORM 1 FROM groups WHERE id = grp FOR UPDATE;
  IF NOT FOUND OR NOT app.group_visible(grp) THEN
    RAISE EXCEPTION 'group.not_found' USING ERRCODE = 'P0002';
  END IF;
  IF app.group_role(grp) IS NULL OR app.group_role(grp) NOT IN ('owner', 'organizer') THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  -- Pending invitations past their expiry no longer block a new one.
  UPDATE group_invitations i SET status = 'revoked', responded_at = now()
  WHERE i.group_id = grp AND i.status = 'pending' AND i.expires_at <= now();
  RETURN QUERY
  WITH people AS (
    SELECT DISTINCT p.id FROM profiles p WHERE p.id = ANY(user_ids) AND p.status = 'active'
      AND NOT app.blocked_between(p.id, caller)
  ), added AS (
    INSERT INTO group_invitations (group_id, user_id, invited_by, expires_at)
    SELECT grp, p.id, caller, now() + make_interval(days => days) FROM people p
    WHERE NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = grp AND m.user_id = p.id)
    ON CONFLICT DO NOTHING
    RETURNING group_invitations.id, group_invitations.user_id
  )
  SELECT p.id, NULL::text,
         CASE WHEN a.id IS NOT NULL THEN 'invited'
              WHEN EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = grp AND m.user_id = p.id) THEN 'member'
              ELSE 'pending' END,
         a.id
  FROM people p LEFT JOIN added a ON a.user_id = p.id;
  RETURN QUERY
  WITH wanted AS (
    SELECT DISTINCT ON (lower(e.address)) lower(e.address) AS email, e.hash AS token_hash
    FROM unnest(emails, token_hashes) AS e(address, hash)
  ), added AS (
    INSERT INTO group_invitations (group_id, email, token_hash, invited_by, expires_at)
    SELECT grp, w.email, w.token_hash, caller, now() + make_interval(days => days) FROM wanted w
    ON CONFLICT DO NOTHING
    RETURNING group_invitations.id, group_invitations.email
  )
  SELECT NULL::uuid, w.email, CASE WHEN a.id IS NOT NULL THEN 'invited' ELSE 'pending' END, a.id
  FROM wanted w LEFT JOIN added a ON a.email = w.email;
END
$$;
