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
-- a few rows each (a lateral top-N), and the candidates are merged in key order. Privacy that costs
-- nothing (the event's visibility held in the index, the attendance setting read once per person)
-- applies inside each source's read; what needs another table (the event someone goes to, the
-- group someone joined) is checked on the merged candidates in key order, only until the page is
-- full. The page is exact once no source that may hold more rows (it gave all it was asked for)
-- stopped above the page's last row; those that did are read further, and only they. A plain
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
  per_source integer;
  rounds integer := 0;
  cur_at timestamptz := coalesce(after_at, 'infinity'::timestamptz);
  cur_rank integer := coalesce(after_rank, 9);
  cur_id uuid := coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid);
  cur_actor uuid := coalesce(after_actor, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid);
  blocked uuid[];
  friends uuid[];
  people uuid[];
  watched uuid[];
  member_of uuid[];
  invited uuid[];
  grps uuid[];
  -- Where each source's next read starts (its last row read), for the sources read next.
  frontier app.timeline_candidate[];
  cands app.timeline_candidate[] := '{}';
  accepted app.timeline_candidate[];
  kth app.timeline_candidate;
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
    WHERE CASE coalesce((SELECT pp.attendance_visibility FROM profile_private pp WHERE pp.profile_id = p), 'friends')
            WHEN 'everyone' THEN true
            WHEN 'friends' THEN EXISTS (SELECT 1 FROM unnest(friends) f WHERE f = p)
            ELSE false
          END);
  member_of := ARRAY(SELECT m.group_id FROM group_members m WHERE m.user_id = caller);
  -- app.event_visible for a published event someone else organises is: public, or the caller is
  -- invited, or it is an event of a group the caller belongs to. Asked here of the caller's
  -- invitations and groups once, not of the function once per row (it cannot be inlined).
  invited := ARRAY(SELECT i.event_id FROM event_invitations i WHERE i.user_id = caller);
  grps := ARRAY(SELECT g FROM unnest(member_of) g
                UNION SELECT f.group_id FROM group_followers f WHERE f.user_id = caller);
  -- Every source, read from the cursor on: (kind, at, last id, source).
  frontier := ARRAY(
    SELECT ROW(s.k, 'infinity'::timestamptz, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, s.src,
               NULL::uuid, NULL::uuid, true)::app.timeline_candidate
    FROM (SELECT 1 AS k, p AS src FROM unnest(people) p
          UNION ALL SELECT 2, p FROM unnest(watched) p
          UNION ALL SELECT 3, p FROM unnest(people) p
          UNION ALL SELECT 4, g FROM unnest(grps) g) s);
  -- Rows per source in the first round: about three times the page spread over the sources, at
  -- least 4; sources read again get at least a page, then twice as many each time.
  per_source := least(greatest(ceil(wanted * 3.0 / greatest(cardinality(frontier), 1))::integer, 4), 64);
  LOOP
    rounds := rounds + 1;
    cands := cands || ARRAY(
      SELECT ROW(c.kind_rank, c.at, c.source_id, c.actor_id, c.event_id, c.group_id, c.last)::app.timeline_candidate
      FROM (
        SELECT 1 AS kind_rank, x.published_at AS at, x.id AS source_id, f.actor_id, x.id AS event_id,
          x.group_id, x.n = per_source AS last
        FROM unnest(frontier) f
        CROSS JOIN LATERAL (
          SELECT e.published_at, e.id, e.group_id,
            row_number() OVER (ORDER BY e.published_at DESC, e.id DESC) AS n
          FROM events e
          WHERE e.organizer_id = f.actor_id AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
            AND e.published_at <= least(cur_at, f.at, now()) AND e.published_at >= horizon
            AND (e.published_at < f.at OR (e.published_at = f.at AND e.id < f.source_id))
            AND (e.published_at, 1, e.id, f.actor_id) < (cur_at, cur_rank, cur_id, cur_actor)
            AND (e.group_id IS NULL OR NOT e.group_id = ANY(grps))
            AND (e.visibility = 'public' OR e.id = ANY(invited) OR e.group_id = ANY(member_of))
          ORDER BY e.published_at DESC, e.id DESC
          LIMIT per_source) x
        WHERE f.kind_rank = 1
        UNION ALL
        SELECT 2, x.created_at, x.id, f.actor_id, x.event_id, NULL::uuid, x.n = per_source
        FROM unnest(frontier) f
        CROSS JOIN LATERAL (
          SELECT a.created_at, a.id, a.event_id,
            row_number() OVER (ORDER BY a.created_at DESC, a.id DESC) AS n
          FROM event_attendances a
          WHERE a.user_id = f.actor_id AND a.status IN ('going', 'checked_in')
            AND a.created_at <= least(cur_at, f.at) AND a.created_at >= horizon
            AND (a.created_at < f.at OR (a.created_at = f.at AND a.id < f.source_id))
            AND (a.created_at, 2, a.id, f.actor_id) < (cur_at, cur_rank, cur_id, cur_actor)
          ORDER BY a.created_at DESC, a.id DESC
          LIMIT per_source) x
        WHERE f.kind_rank = 2
        UNION ALL
        SELECT 3, x.created_at, x.group_id, f.actor_id, NULL::uuid, x.group_id, x.n = per_source
        FROM unnest(frontier) f
        CROSS JOIN LATERAL (
          SELECT m.created_at, m.group_id,
            row_number() OVER (ORDER BY m.created_at DESC, m.group_id DESC) AS n
          FROM group_members m
          WHERE m.user_id = f.actor_id
            AND m.created_at <= least(cur_at, f.at) AND m.created_at >= horizon
            AND (m.created_at < f.at OR (m.created_at = f.at AND m.group_id < f.source_id))
            AND (m.created_at, 3, m.group_id, f.actor_id) < (cur_at, cur_rank, cur_id, cur_actor)
          ORDER BY m.created_at DESC, m.group_id DESC
          LIMIT per_source) x
        WHERE f.kind_rank = 3
        UNION ALL
        SELECT 4, x.published_at, x.id, f.actor_id, x.id, f.actor_id, x.n = per_source
        FROM unnest(frontier) f
        CROSS JOIN LATERAL (
          SELECT e.published_at, e.id,
            row_number() OVER (ORDER BY e.published_at DESC, e.id DESC) AS n
          FROM events e
          WHERE e.group_id = f.actor_id AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
            AND e.published_at <= least(cur_at, f.at, now()) AND e.published_at >= horizon
            AND (e.published_at < f.at OR (e.published_at = f.at AND e.id < f.source_id))
            AND (e.published_at, 4, e.id, f.actor_id) < (cur_at, cur_rank, cur_id, cur_actor)
            AND e.organizer_id <> caller AND NOT e.organizer_id = ANY(blocked)
            AND (e.visibility = 'public' OR e.id = ANY(invited) OR e.group_id = ANY(member_of))
          ORDER BY e.published_at DESC, e.id DESC
          LIMIT per_source) x
        WHERE f.kind_rank = 4
      ) c);
    -- The page as the candidates make it: sorted first (OFFSET 0 keeps the checks out of the
    -- sort), then checked one by one until it is full, each check a one-row lookup (a scalar
    -- subquery, never a hashed read of a whole table).
    accepted := ARRAY(
      SELECT ROW(s.kind_rank, s.at, s.source_id, s.actor_id, s.event_id, s.group_id, s.last)::app.timeline_candidate
      FROM (
        SELECT c.kind_rank, c.at, c.source_id, c.actor_id, c.event_id, c.group_id, c.last
        FROM unnest(cands) c
        ORDER BY c.at DESC, c.kind_rank DESC, c.source_id DESC, c.actor_id DESC
        OFFSET 0) s
      WHERE CASE s.kind_rank
        WHEN 2 THEN coalesce((
          SELECT true FROM events e
          WHERE e.id = s.event_id AND e.cancelled_at IS NULL AND NOT e.organizer_id = ANY(blocked)
            AND e.published_at <= now()
            AND (e.visibility = 'public' OR e.organizer_id = caller OR e.id = ANY(invited)
                 OR e.group_id = ANY(member_of))
          LIMIT 1), false)
        WHEN 3 THEN coalesce((
          SELECT true FROM groups g
          WHERE g.id = s.group_id AND (g.visibility = 'public' OR g.id = ANY(member_of))
          LIMIT 1), false)
        ELSE true
      END
      LIMIT wanted);
    kth := CASE WHEN cardinality(accepted) >= wanted THEN accepted[wanted] END;
    -- Sources that may hold more rows (they gave all they were asked for) and stopped above the
    -- page's last row: read on from where they stopped. None: the page is exact.
    frontier := ARRAY(
      SELECT c FROM unnest(cands) c
      WHERE c.last AND (kth.at IS NULL
        OR (c.at, c.kind_rank, c.source_id, c.actor_id) > (kth.at, kth.kind_rank, kth.source_id, kth.actor_id)));
    EXIT WHEN cardinality(frontier) = 0;
    cands := ARRAY(
      SELECT ROW(c.kind_rank, c.at, c.source_id, c.actor_id, c.event_id, c.group_id,
                 c.last AND kth.at IS NOT NULL
                   AND (c.at, c.kind_rank, c.source_id, c.actor_id) <= (kth.at, kth.kind_rank, kth.source_id, kth.actor_id)
                 )::app.timeline_candidate
      FROM unnest(cands) c);
    per_source := least(CASE WHEN rounds = 1 THEN greatest(wanted, per_source * 2) ELSE per_source * 2 END, 1024);
  END LOOP;
  RETURN QUERY SELECT a.kind_rank, a.at, a.source_id, a.actor_id, a.event_id, a.group_id FROM unnest(accepted) a;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.timeline_page(timestamptz, integer, uuid, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.timeline_page(timestamptz, integer, uuid, uuid, integer) TO eventos_app;
