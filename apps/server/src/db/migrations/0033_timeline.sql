-- Timeline (issue 18, docs/decisions/0014-social.md): what the caller's friends, the people they
-- follow and the groups they follow or belong to did in the last 90 days, newest first:
--   1 event_created  a friend or followed person published an event they organise (an event of a
--                    group the caller follows or belongs to is that group's instead: kind 4);
--   2 event_going    a friend or followed person took a seat (going or checked in), when their
--                    attendance setting lets the caller see it;
--   3 group_joined   a friend or followed person joined a group the caller may see (the owner's
--                    own row too: creating a group is joining it);
--   4 group_event    a followed or joined group published an event.
-- Every source row is keyed (at, kind, source id, actor) — unique — and pages are keyset on that key.
--
-- Each followed source (a person, a group) is read newest first on an index of (source, at DESC),
-- at most N rows each (a lateral top-N), and the candidates are merged. Privacy that costs nothing
-- (the event's visibility held in the index, the attendance setting read once per person) is
-- applied inside each source's top-N; what needs another table (the event someone goes to, the
-- group someone joined) is applied to the merged candidates in key order, only until the page is
-- full. Candidates are complete down to the newest "last" row of any source that returned N rows;
-- when fewer than the page pass above it, the next round starts there with twice N. A plain
-- `user_id = ANY(ids) ORDER BY at DESC LIMIT n` would sort every row of every friend instead.
CREATE INDEX "events_organizer_published_idx" ON "events" USING btree ("organizer_id", "published_at" DESC, "id" DESC)
  INCLUDE ("group_id", "visibility") WHERE "published_at" IS NOT NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "events_group_published_idx" ON "events" USING btree ("group_id", "published_at" DESC, "id" DESC)
  INCLUDE ("organizer_id", "visibility")
  WHERE "group_id" IS NOT NULL AND "published_at" IS NOT NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "event_attendances_user_seated_idx" ON "event_attendances" USING btree ("user_id", "created_at" DESC, "id" DESC)
  INCLUDE ("event_id") WHERE "status" IN ('going', 'checked_in');
--> statement-breakpoint
CREATE INDEX "group_members_user_joined_idx" ON "group_members" USING btree ("user_id", "created_at" DESC, "group_id" DESC);
--> statement-breakpoint
-- One candidate of a timeline page: its key, what it is about, and whether it is the last row its
-- source gave (the source may have more).
CREATE TYPE app.timeline_candidate AS (
  kind_rank integer, at timestamptz, source_id uuid, actor_id uuid, event_id uuid, group_id uuid, last boolean
);
--> statement-breakpoint
-- One page of the caller's timeline: at most max_rows source rows after the key (after_at,
-- after_rank, after_id, after_actor) (nulls: from the newest), newest first. A definer function:
-- the friendships, follows, blocks and privacy settings of other people it reads are not the
-- caller's to read row by row; what it returns is exactly what those settings let the caller see
-- (blocks either way, attendance audience, events and groups the caller may see). Nothing of the
-- caller's own, nothing of or by a person in a block with the caller. Grouping into cards is the
-- server's, on the page.
CREATE OR REPLACE FUNCTION app.timeline_page(after_at timestamptz, after_rank integer, after_id uuid,
                                             after_actor uuid, max_rows integer)
  RETURNS TABLE (kind_rank integer, at timestamptz, source_id uuid, actor_id uuid, event_id uuid, group_id uuid)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  horizon timestamptz := now() - interval '90 days';
  wanted integer := least(greatest(coalesce(max_rows, 0), 0), 201);
  per_source integer := least(greatest(coalesce(max_rows, 0), 16), 64);
  got integer := 0;
  taken integer;
  has_bound boolean;
  cur_at timestamptz := coalesce(after_at, 'infinity'::timestamptz);
  cur_rank integer := coalesce(after_rank, 9);
  cur_id uuid := coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid);
  cur_actor uuid := coalesce(after_actor, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid);
  blocked uuid[];
  friends uuid[];
  people uuid[];
  watched uuid[];
  member_of uuid[];
  grps uuid[];
  cands app.timeline_candidate[];
  bound app.timeline_candidate;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'auth.unauthenticated' USING ERRCODE = '42501';
  END IF;
  IF wanted = 0 THEN
    RETURN;
  END IF;
  blocked := ARRAY(SELECT b.blocked_id FROM user_blocks b WHERE b.blocker_id = caller
                   UNION SELECT b.blocker_id FROM user_blocks b WHERE b.blocked_id = caller);
  friends := ARRAY(SELECT f FROM app.friend_ids(caller) f WHERE NOT f = ANY(blocked));
  people := ARRAY(SELECT f FROM unnest(friends) f
                  UNION SELECT u.followee_id FROM user_follows u
                    WHERE u.follower_id = caller AND NOT u.followee_id = ANY(blocked));
  -- Whose attendance the caller sees: app.audience_allows for each of them (nobody here is the
  -- caller or in a block with them), read once per person rather than once per row.
  watched := ARRAY(
    SELECT p FROM unnest(people) p
    LEFT JOIN profile_private pp ON pp.profile_id = p
    WHERE CASE coalesce(pp.attendance_visibility, 'friends')
            WHEN 'everyone' THEN true
            WHEN 'friends' THEN p = ANY(friends)
            ELSE false
          END);
  member_of := ARRAY(SELECT m.group_id FROM group_members m WHERE m.user_id = caller);
  grps := ARRAY(SELECT g FROM unnest(member_of) g
                UNION SELECT f.group_id FROM group_followers f WHERE f.user_id = caller);
  LOOP
    cands := ARRAY(
      SELECT ROW(c.kind_rank, c.at, c.source_id, c.actor_id, c.event_id, c.group_id, c.last)::app.timeline_candidate
      FROM (
        SELECT 1 AS kind_rank, x.published_at AS at, x.id AS source_id, p AS actor_id, x.id AS event_id,
          x.group_id, x.n = per_source AS last
        FROM unnest(people) p
        CROSS JOIN LATERAL (
          SELECT e.published_at, e.id, e.group_id,
            row_number() OVER (ORDER BY e.published_at DESC, e.id DESC) AS n
          FROM events e
          WHERE e.organizer_id = p AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
            AND e.published_at <= least(cur_at, now()) AND e.published_at >= horizon
            AND (e.published_at, 1, e.id, p) < (cur_at, cur_rank, cur_id, cur_actor)
            AND (e.group_id IS NULL OR NOT e.group_id = ANY(grps))
            AND (e.visibility = 'public' OR app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id))
          ORDER BY e.published_at DESC, e.id DESC
          LIMIT per_source) x
        UNION ALL
        SELECT 2, x.created_at, x.id, p, x.event_id, NULL::uuid, x.n = per_source
        FROM unnest(watched) p
        CROSS JOIN LATERAL (
          SELECT a.created_at, a.id, a.event_id,
            row_number() OVER (ORDER BY a.created_at DESC, a.id DESC) AS n
          FROM event_attendances a
          WHERE a.user_id = p AND a.status IN ('going', 'checked_in')
            AND a.created_at <= cur_at AND a.created_at >= horizon
            AND (a.created_at, 2, a.id, p) < (cur_at, cur_rank, cur_id, cur_actor)
          ORDER BY a.created_at DESC, a.id DESC
          LIMIT per_source) x
        UNION ALL
        SELECT 3, x.created_at, x.group_id, p, NULL::uuid, x.group_id, x.n = per_source
        FROM unnest(people) p
        CROSS JOIN LATERAL (
          SELECT m.created_at, m.group_id,
            row_number() OVER (ORDER BY m.created_at DESC, m.group_id DESC) AS n
          FROM group_members m
          WHERE m.user_id = p AND m.created_at <= cur_at AND m.created_at >= horizon
            AND (m.created_at, 3, m.group_id, p) < (cur_at, cur_rank, cur_id, cur_actor)
          ORDER BY m.created_at DESC, m.group_id DESC
          LIMIT per_source) x
        UNION ALL
        SELECT 4, x.published_at, x.id, g, x.id, g, x.n = per_source
        FROM unnest(grps) g
        CROSS JOIN LATERAL (
          SELECT e.published_at, e.id,
            row_number() OVER (ORDER BY e.published_at DESC, e.id DESC) AS n
          FROM events e
          WHERE e.group_id = g AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
            AND e.published_at <= least(cur_at, now()) AND e.published_at >= horizon
            AND (e.published_at, 4, e.id, g) < (cur_at, cur_rank, cur_id, cur_actor)
            AND e.organizer_id <> caller AND NOT e.organizer_id = ANY(blocked)
            AND (e.visibility = 'public' OR app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id))
          ORDER BY e.published_at DESC, e.id DESC
          LIMIT per_source) x
      ) c);
    SELECT c.* INTO bound FROM unnest(cands) c WHERE c.last
      ORDER BY c.at DESC, c.kind_rank DESC, c.source_id DESC, c.actor_id DESC
      LIMIT 1;
    has_bound := FOUND;
    -- The candidates sorted first (OFFSET 0 keeps the checks out of the sort), then checked one by
    -- one until the page is full.
    RETURN QUERY
      SELECT s.kind_rank, s.at, s.source_id, s.actor_id, s.event_id, s.group_id
      FROM (
        SELECT c.* FROM unnest(cands) c
        WHERE NOT has_bound
          OR (c.at, c.kind_rank, c.source_id, c.actor_id) >= (bound.at, bound.kind_rank, bound.source_id, bound.actor_id)
        ORDER BY c.at DESC, c.kind_rank DESC, c.source_id DESC, c.actor_id DESC
        OFFSET 0) s
      WHERE CASE s.kind_rank
        WHEN 2 THEN EXISTS (
          SELECT 1 FROM events e
          WHERE e.id = s.event_id AND e.cancelled_at IS NULL AND NOT e.organizer_id = ANY(blocked)
            AND app.event_visible(e.id, e.visibility, e.published_at, e.organizer_id))
        WHEN 3 THEN EXISTS (
          SELECT 1 FROM groups g
          WHERE g.id = s.group_id AND (g.visibility = 'public' OR g.id = ANY(member_of)))
        ELSE true
      END
      LIMIT wanted - got;
    GET DIAGNOSTICS taken = ROW_COUNT;
    got := got + taken;
    EXIT WHEN got >= wanted OR NOT has_bound;
    cur_at := bound.at;
    cur_rank := bound.kind_rank;
    cur_id := bound.source_id;
    cur_actor := bound.actor_id;
    per_source := least(per_source * 2, 1024);
  END LOOP;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.timeline_page(timestamptz, integer, uuid, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.timeline_page(timestamptz, integer, uuid, uuid, integer) TO eventos_app;
