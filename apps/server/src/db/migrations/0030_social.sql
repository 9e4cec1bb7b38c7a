-- Social (issue 18): friendships, people following people, blocks, and the privacy settings every
-- read of another person honours (docs/decisions/0014-social.md). Groups keep their own followers
-- (group_followers, 0026). Writes to friendships and blocks go through definer functions (0031),
-- which check blocks and the other person's settings; the app role only reads its own rows.
CREATE TABLE "friendships" (
	"user_a" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"user_b" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"requester_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	-- One row per pair whatever the direction: the smaller id first.
	CONSTRAINT "friendships_pk" PRIMARY KEY ("user_a", "user_b"),
	CONSTRAINT "friendships_order_check" CHECK ("user_a" < "user_b"),
	CONSTRAINT "friendships_requester_check" CHECK ("requester_id" IN ("user_a", "user_b")),
	CONSTRAINT "friendships_status_check" CHECK ("status" IN ('pending', 'accepted')),
	CONSTRAINT "friendships_accepted_check" CHECK (("status" = 'accepted') = ("accepted_at" IS NOT NULL))
);
--> statement-breakpoint
-- The other direction of the pair (the primary key serves user_a).
CREATE INDEX "friendships_user_b_idx" ON "friendships" USING btree ("user_b", "user_a");
--> statement-breakpoint
-- Requests waiting, newest first, for the person asked and for the person asking.
CREATE INDEX "friendships_pending_idx" ON "friendships" USING btree ("created_at" DESC, "user_a", "user_b")
  WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"followee_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_pk" PRIMARY KEY ("follower_id", "followee_id"),
	CONSTRAINT "user_follows_self_check" CHECK ("follower_id" <> "followee_id")
);
--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id", "follower_id");
--> statement-breakpoint
CREATE INDEX "user_follows_recent_idx" ON "user_follows" USING btree ("follower_id", "created_at" DESC, "followee_id");
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"blocked_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pk" PRIMARY KEY ("blocker_id", "blocked_id"),
	CONSTRAINT "user_blocks_self_check" CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id", "blocker_id");
--> statement-breakpoint
CREATE INDEX "user_blocks_recent_idx" ON "user_blocks" USING btree ("blocker_id", "created_at" DESC, "blocked_id");
--> statement-breakpoint
-- The privacy settings. "Mostrar meu nome…" (0023) becomes who sees the events a person goes to:
-- those who had turned it on keep showing to everyone going; the others show to their friends,
-- of whom nobody has any yet.
ALTER TABLE "profile_private"
  ADD COLUMN "attendance_visibility" text DEFAULT 'friends' NOT NULL,
  ADD COLUMN "friends_visibility" text DEFAULT 'friends' NOT NULL,
  ADD COLUMN "friend_requests_from" text DEFAULT 'everyone' NOT NULL,
  ADD COLUMN "findable" boolean DEFAULT true NOT NULL,
  ADD CONSTRAINT "profile_private_attendance_visibility_check"
    CHECK ("attendance_visibility" IN ('everyone', 'friends', 'only_me')),
  ADD CONSTRAINT "profile_private_friends_visibility_check"
    CHECK ("friends_visibility" IN ('everyone', 'friends', 'only_me')),
  ADD CONSTRAINT "profile_private_friend_requests_from_check"
    CHECK ("friend_requests_from" IN ('everyone', 'friends_of_friends', 'nobody'));
--> statement-breakpoint
UPDATE "profile_private" SET "attendance_visibility" = 'everyone' WHERE "show_attendance";
--> statement-breakpoint
GRANT UPDATE (attendance_visibility, friends_visibility, friend_requests_from, findable) ON profile_private TO eventos_app;
--> statement-breakpoint
-- A person's city, shown on their profile.
ALTER TABLE "profiles" ADD COLUMN "city" text,
  ADD CONSTRAINT "profiles_city_check" CHECK (char_length("city") <= 200);
--> statement-breakpoint
GRANT INSERT (city), UPDATE (city) ON profiles TO eventos_app;
--> statement-breakpoint
ALTER TABLE "friendships" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "friendships" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "friendships" TO eventos_app;
--> statement-breakpoint
-- Each of the two sees the row; nobody else, administrators included. Changes: app functions only.
CREATE POLICY friendships_select_own ON "friendships" FOR SELECT TO eventos_app
  USING ((SELECT app.current_user_id()) IN (user_a, user_b));
--> statement-breakpoint
ALTER TABLE "user_follows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_follows" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, DELETE ON "user_follows" TO eventos_app;
--> statement-breakpoint
-- The follower and the followed see the row; counts of others come from definer functions.
CREATE POLICY user_follows_select_own ON "user_follows" FOR SELECT TO eventos_app
  USING ((SELECT app.current_user_id()) IN (follower_id, followee_id));
--> statement-breakpoint
-- Unfollowing is the follower's; following goes through app.follow_person (blocks are checked).
CREATE POLICY user_follows_delete_own ON "user_follows" FOR DELETE TO eventos_app
  USING (follower_id = (SELECT app.current_user_id()));
--> statement-breakpoint
ALTER TABLE "user_blocks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_blocks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, DELETE ON "user_blocks" TO eventos_app;
--> statement-breakpoint
-- Only the person who blocked sees or lifts a block: the blocked person never learns of it.
CREATE POLICY user_blocks_select_own ON "user_blocks" FOR SELECT TO eventos_app
  USING (blocker_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY user_blocks_delete_own ON "user_blocks" FOR DELETE TO eventos_app
  USING (blocker_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- Either of two people blocked the other.
CREATE OR REPLACE FUNCTION app.blocked_between(a uuid, b uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT a IS NOT NULL AND b IS NOT NULL AND EXISTS (
    SELECT 1 FROM user_blocks
    WHERE (blocker_id = a AND blocked_id = b) OR (blocker_id = b AND blocked_id = a))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.blocked_between(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.blocked_between(uuid, uuid) TO eventos_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.are_friends(a uuid, b uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT a IS NOT NULL AND b IS NOT NULL AND EXISTS (
    SELECT 1 FROM friendships
    WHERE user_a = least(a, b) AND user_b = greatest(a, b) AND status = 'accepted')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.are_friends(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.are_friends(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- A person's friends (accepted), either direction.
CREATE OR REPLACE FUNCTION app.friend_ids(person uuid) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT user_b FROM friendships WHERE user_a = person AND status = 'accepted'
  UNION ALL
  SELECT user_a FROM friendships WHERE user_b = person AND status = 'accepted'
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.friend_ids(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.friend_ids(uuid) TO eventos_app;
--> statement-breakpoint
-- Whether an audience setting ('everyone', 'friends', 'only_me') of `owner` lets `viewer` (null: a
-- visitor) see the thing. The owner always sees their own; a block either way hides everything.
CREATE OR REPLACE FUNCTION app.audience_allows(owner uuid, viewer uuid, audience text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT CASE
    WHEN viewer IS NOT NULL AND viewer = owner THEN true
    WHEN app.blocked_between(owner, viewer) THEN false
    WHEN audience = 'everyone' THEN true
    WHEN audience = 'friends' THEN app.are_friends(owner, viewer)
    ELSE false
  END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.audience_allows(uuid, uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.audience_allows(uuid, uuid, text) TO eventos_app;
--> statement-breakpoint
-- May `viewer` see the events `owner` goes to (profile, timeline, "Quem vai")?
CREATE OR REPLACE FUNCTION app.attendance_visible_to(owner uuid, viewer uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT app.audience_allows(owner, viewer,
    coalesce((SELECT attendance_visibility FROM profile_private WHERE profile_id = owner), 'friends'))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.attendance_visible_to(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.attendance_visible_to(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- May `viewer` see whom `owner` is friends with?
CREATE OR REPLACE FUNCTION app.friends_visible_to(owner uuid, viewer uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT app.audience_allows(owner, viewer,
    coalesce((SELECT friends_visibility FROM profile_private WHERE profile_id = owner), 'friends'))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.friends_visible_to(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.friends_visible_to(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- "Quem vai" (0023) now follows who sees a person's attendance: everyone going, or their friends
-- among them; a block either way hides both from each other.
CREATE OR REPLACE FUNCTION app.fellow_attendees(event uuid, after_at timestamptz, after_id uuid, max_rows integer)
  RETURNS TABLE (attendance_id uuid, user_id uuid, first_name text, last_name text, username text,
                 avatar_path text, sort_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  PERFORM app.assert_fellow_attendee(event);
  RETURN QUERY
    SELECT a.id, a.user_id, p.first_name, p.last_name, p.username, p.avatar_path,
      date_trunc('milliseconds', a.created_at)
    FROM event_attendances a
    JOIN profiles p ON p.id = a.user_id
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in')
      AND a.user_id <> caller
      AND app.attendance_visible_to(a.user_id, caller)
      AND (after_at IS NULL OR (date_trunc('milliseconds', a.created_at), a.id) > (after_at, after_id))
    ORDER BY date_trunc('milliseconds', a.created_at), a.id
    LIMIT least(greatest(max_rows, 0), 51);
END
$$;
--> statement-breakpoint
-- How many others with a seat the caller sees and how many not ("e mais 12 pessoas"; people in a
-- block with the caller are in neither), and whether the caller's own name shows to anyone.
CREATE OR REPLACE FUNCTION app.fellow_attendee_totals(event uuid)
  RETURNS TABLE (shown integer, hidden integer, viewer_shown boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  PERFORM app.assert_fellow_attendee(event);
  RETURN QUERY
    SELECT
      count(*) FILTER (WHERE app.attendance_visible_to(a.user_id, caller))::int,
      count(*) FILTER (WHERE NOT app.attendance_visible_to(a.user_id, caller))::int,
      coalesce((SELECT mine.attendance_visibility <> 'only_me' FROM profile_private mine
                WHERE mine.profile_id = caller), true)
    FROM event_attendances a
    WHERE a.event_id = event AND a.status IN ('going', 'checked_in')
      AND a.user_id <> caller
      AND NOT app.blocked_between(a.user_id, caller);
END
$$;
--> statement-breakpoint
ALTER TABLE "profile_private" DROP COLUMN "show_attendance";
--> statement-breakpoint
-- Whether `requester` may send `target` a friend request now: neither blocked the other, they are
-- not friends and nothing is pending, and the target's setting lets them (friends_of_friends: at
-- least one friend in common).
CREATE OR REPLACE FUNCTION app.may_request_friendship(requester uuid, target uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT requester IS NOT NULL AND target IS NOT NULL AND requester <> target
    AND NOT app.blocked_between(requester, target)
    AND NOT EXISTS (SELECT 1 FROM friendships
                    WHERE user_a = least(requester, target) AND user_b = greatest(requester, target))
    AND CASE coalesce((SELECT friend_requests_from FROM profile_private WHERE profile_id = target), 'everyone')
      WHEN 'everyone' THEN true
      WHEN 'friends_of_friends' THEN EXISTS (
        SELECT 1 FROM app.friend_ids(requester) mine
        WHERE app.are_friends(mine, target))
      ELSE false
    END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.may_request_friendship(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.may_request_friendship(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- How the caller stands with `other` (relationshipSchema): friendship none, friends, request_sent
-- or request_received; whether each follows the other; whether the caller blocked them; whether
-- the caller may send a request now. Nothing for a visitor.
CREATE OR REPLACE FUNCTION app.relationship_with(other uuid)
  RETURNS TABLE (friendship text, following boolean, follows_you boolean, blocked boolean, can_request boolean)
  LANGUAGE sql STABLE SECURITY DEFINER
  -- One row at most: without this the planner counts on 1,000 and may compile the whole statement.
  ROWS 1
  SET search_path = pg_catalog, public
AS $$
  SELECT
    coalesce((SELECT CASE WHEN f.status = 'accepted' THEN 'friends'
                          WHEN f.requester_id = me.id THEN 'request_sent'
                          ELSE 'request_received' END
              FROM friendships f
              WHERE f.user_a = least(me.id, other) AND f.user_b = greatest(me.id, other)), 'none'),
    EXISTS (SELECT 1 FROM user_follows WHERE follower_id = me.id AND followee_id = other),
    EXISTS (SELECT 1 FROM user_follows WHERE follower_id = other AND followee_id = me.id),
    EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = me.id AND blocked_id = other),
    app.may_request_friendship(me.id, other)
  FROM (SELECT app.current_user_id() AS id) me
  WHERE me.id IS NOT NULL AND other IS NOT NULL AND me.id <> other
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.relationship_with(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.relationship_with(uuid) TO eventos_app;
