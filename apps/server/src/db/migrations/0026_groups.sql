-- Groups (issue 17): pages of communities, their members with a role (one owner, organisers,
-- members), invitations by username or e-mail, and followers who do not join. A public group's
-- page, members and followers are visible to everyone; a private group's only to its members.
-- Only the owner and organisers change a group; only the owner transfers or deletes it.
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"city" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"logo_path" text,
	"cover_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_visibility_check" CHECK ("groups"."visibility" in ('public', 'private')),
	CONSTRAINT "groups_name_check" CHECK (char_length("groups"."name") BETWEEN 1 AND 200),
	CONSTRAINT "groups_slug_check" CHECK ("groups"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "groups_slug_key" ON "groups" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "groups_created_idx" ON "groups" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "groups_category_created_idx" ON "groups" USING btree ("category", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "groups_city_idx" ON "groups" USING btree (app.search_text("city"));
--> statement-breakpoint
CREATE INDEX "groups_name_trgm_idx" ON "groups" USING gin (app.search_text("name") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL REFERENCES "groups"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_pk" PRIMARY KEY ("group_id", "user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('owner', 'organizer', 'member'))
);
--> statement-breakpoint
-- One owner per group at most (the functions below keep exactly one).
CREATE UNIQUE INDEX "group_members_one_owner_key" ON "group_members" USING btree ("group_id") WHERE "role" = 'owner';
--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "group_members_joined_idx" ON "group_members" USING btree ("group_id", "created_at", "user_id");
--> statement-breakpoint
CREATE TABLE "group_followers" (
	"group_id" uuid NOT NULL REFERENCES "groups"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_followers_pk" PRIMARY KEY ("group_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "group_followers_user_idx" ON "group_followers" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "group_followers_recent_idx" ON "group_followers" USING btree ("group_id", "created_at" DESC, "user_id" DESC);
--> statement-breakpoint
-- An invitation names a person (by username, or an e-mail that has an account) or only an e-mail
-- (then a link with a random token, kept as its SHA-256 hex, is mailed and binds whoever opens it).
CREATE TABLE "group_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL REFERENCES "groups"("id") ON DELETE CASCADE,
	"user_id" uuid REFERENCES "profiles"("id") ON DELETE CASCADE,
	"email" text,
	"token_hash" text,
	"invited_by" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "group_invitations_status_check" CHECK ("group_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked')),
	CONSTRAINT "group_invitations_target_check" CHECK ("group_invitations"."user_id" IS NOT NULL OR "group_invitations"."email" IS NOT NULL),
	CONSTRAINT "group_invitations_token_check" CHECK ("group_invitations"."token_hash" IS NULL OR "group_invitations"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_pending_user_key" ON "group_invitations" USING btree ("group_id", "user_id") WHERE "status" = 'pending' AND "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_pending_email_key" ON "group_invitations" USING btree ("group_id", lower("email")) WHERE "status" = 'pending' AND "user_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_token_key" ON "group_invitations" USING btree ("token_hash") WHERE "token_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "group_invitations_group_idx" ON "group_invitations" USING btree ("group_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "group_invitations_user_idx" ON "group_invitations" USING btree ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- Events organised by a group keep their organiser (the person who created them); the group goes
-- away with SET NULL only if a group row is removed outside app.delete_group.
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "events_group_start_idx" ON "events" USING btree ("group_id", "start_datetime", "id") WHERE "group_id" IS NOT NULL;
--> statement-breakpoint
-- The caller's role in a group, or NULL. A definer function, so policies of the group tables can
-- ask it without consulting group_members' own policy in turn.
CREATE OR REPLACE FUNCTION app.group_role(grp uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT m.role FROM group_members m WHERE m.group_id = grp AND m.user_id = app.current_user_id()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_role(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.group_role(uuid) TO eventos_app;
--> statement-breakpoint
-- Whether the caller may see a group's content: a public group, or one they belong to.
CREATE OR REPLACE FUNCTION app.group_visible(grp uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (
    SELECT 1 FROM groups g WHERE g.id = grp
      AND (g.visibility = 'public'
           OR EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.user_id = app.current_user_id())))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_visible(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.group_visible(uuid) TO eventos_app;
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, UPDATE, DELETE ON "groups" TO eventos_app;
--> statement-breakpoint
CREATE POLICY groups_select ON "groups" FOR SELECT TO eventos_app
  USING (visibility = 'public' OR (SELECT app.group_role(id)) IS NOT NULL);
--> statement-breakpoint
CREATE POLICY groups_update ON "groups" FOR UPDATE TO eventos_app
  USING ((SELECT app.group_role(id)) IN ('owner', 'organizer'))
  WITH CHECK ((SELECT app.group_role(id)) IN ('owner', 'organizer'));
--> statement-breakpoint
CREATE POLICY groups_delete ON "groups" FOR DELETE TO eventos_app
  USING ((SELECT app.group_role(id)) = 'owner');
--> statement-breakpoint
ALTER TABLE "group_members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "group_members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "group_members" TO eventos_app;
--> statement-breakpoint
CREATE POLICY group_members_select ON "group_members" FOR SELECT TO eventos_app
  USING ((SELECT app.group_visible(group_id)));
--> statement-breakpoint
-- Anyone signed in joins a public group as a member; other ways in go through the functions below.
CREATE POLICY group_members_join ON "group_members" FOR INSERT TO eventos_app
  WITH CHECK (
    user_id = (SELECT app.current_user_id()) AND role = 'member'
    AND EXISTS (SELECT 1 FROM public.groups g WHERE g.id = group_id AND g.visibility = 'public')
  );
--> statement-breakpoint
-- The owner makes members organisers or back; nobody becomes owner here (app.transfer_group).
CREATE POLICY group_members_update ON "group_members" FOR UPDATE TO eventos_app
  USING (role <> 'owner' AND (SELECT app.group_role(group_id)) = 'owner')
  WITH CHECK (role IN ('organizer', 'member') AND (SELECT app.group_role(group_id)) = 'owner');
--> statement-breakpoint
-- A person leaves (not the owner); the owner removes anyone else; organisers remove members.
CREATE POLICY group_members_delete ON "group_members" FOR DELETE TO eventos_app
  USING (
    role <> 'owner' AND (
      user_id = (SELECT app.current_user_id())
      OR (SELECT app.group_role(group_id)) = 'owner'
      OR (role = 'member' AND (SELECT app.group_role(group_id)) = 'organizer')
    )
  );
--> statement-breakpoint
ALTER TABLE "group_followers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "group_followers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "group_followers" TO eventos_app;
--> statement-breakpoint
CREATE POLICY group_followers_select ON "group_followers" FOR SELECT TO eventos_app
  USING ((SELECT app.group_visible(group_id)));
--> statement-breakpoint
CREATE POLICY group_followers_insert ON "group_followers" FOR INSERT TO eventos_app
  WITH CHECK (user_id = (SELECT app.current_user_id()) AND (SELECT app.group_visible(group_id)));
--> statement-breakpoint
CREATE POLICY group_followers_delete ON "group_followers" FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
ALTER TABLE "group_invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "group_invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "group_invitations" TO eventos_app;
--> statement-breakpoint
-- The invited person sees their own; the group's owner and organisers see the group's. Writes go
-- through the functions below.
CREATE POLICY group_invitations_select ON "group_invitations" FOR SELECT TO eventos_app
  USING (
    user_id = (SELECT app.current_user_id())
    OR (SELECT app.group_role(group_id)) IN ('owner', 'organizer')
  );
--> statement-breakpoint
-- Creates a group with the caller as its owner. The slug is the caller's choice of a free one; a
-- taken slug fails on groups_slug_key (23505) and the caller tries the next.
CREATE OR REPLACE FUNCTION app.create_group(slug text, name text, description text, category text,
                                            city text, visibility text)
  RETURNS uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  created uuid;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  INSERT INTO groups (slug, name, description, category, city, visibility)
  VALUES (slug, name, description, category, city, visibility)
  RETURNING id INTO created;
  INSERT INTO group_members (group_id, user_id, role) VALUES (created, caller, 'owner');
  RETURN created;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.create_group(text, text, text, text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.create_group(text, text, text, text, text, text) TO eventos_app;
--> statement-breakpoint
-- The group row locked for a change only its owner may make: group.not_found (P0002) when the
-- caller cannot see it, group.owner_only (42501) when they are not its owner.
CREATE OR REPLACE FUNCTION app.lock_owned_group(grp uuid) RETURNS groups
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  g groups;
BEGIN
  SELECT * INTO g FROM groups WHERE id = grp FOR UPDATE;
  IF NOT FOUND OR NOT app.group_visible(grp) THEN
    RAISE EXCEPTION 'group.not_found' USING ERRCODE = 'P0002';
  END IF;
  IF app.group_role(grp) IS DISTINCT FROM 'owner' THEN
    RAISE EXCEPTION 'group.owner_only' USING ERRCODE = '42501';
  END IF;
  RETURN g;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.lock_owned_group(uuid) FROM PUBLIC;
--> statement-breakpoint
-- The owner hands the group to another member, who becomes owner; the old owner stays as an
-- organiser. group.member.not_found (P0001) when that person is not a member.
CREATE OR REPLACE FUNCTION app.transfer_group(grp uuid, new_owner uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  g groups;
BEGIN
  g := app.lock_owned_group(grp);
  IF new_owner = app.current_user_id()
     OR NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = grp AND m.user_id = new_owner) THEN
    RAISE EXCEPTION 'group.member.not_found' USING ERRCODE = 'P0001';
  END IF;
  UPDATE group_members SET role = 'organizer' WHERE group_id = grp AND role = 'owner';
  UPDATE group_members SET role = 'owner' WHERE group_id = grp AND user_id = new_owner;
  UPDATE groups SET updated_at = now() WHERE id = grp;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.transfer_group(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.transfer_group(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- The owner deletes the group: its events that have not ended are cancelled first and every event
-- of the group stays with its organiser (as their own); members, followers and invitations go.
-- Answers the cancelled events, so the caller can tell their people in the same transaction.
CREATE OR REPLACE FUNCTION app.delete_group(grp uuid) RETURNS SETOF uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  g groups;
BEGIN
  g := app.lock_owned_group(grp);
  RETURN QUERY
  UPDATE events e SET cancelled_at = now(), updated_at = now()
  WHERE e.group_id = grp AND e.cancelled_at IS NULL AND e.published_at IS NOT NULL
    AND coalesce(e.end_datetime, e.start_datetime) > now()
  RETURNING e.id;
  UPDATE events e SET group_id = NULL, organizer_type = 'user', updated_at = now() WHERE e.group_id = grp;
  DELETE FROM groups WHERE id = grp;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.delete_group(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.delete_group(uuid) TO eventos_app;
--> statement-breakpoint
-- The group's owner or an organiser invites people: active accounts by id (usernames and e-mails
-- of accounts resolved by the caller through app.group_invitees), and e-mails without an account
-- with the SHA-256 hex of their link's token (the same order as emails). Members and people with a
-- pending invitation are left out. Answers each person or e-mail and what became of them:
-- 'invited', 'member' or 'pending'.
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.invite_to_group(uuid, uuid[], text[], text[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.invite_to_group(uuid, uuid[], text[], text[], integer) TO eventos_app;
--> statement-breakpoint
-- Active accounts named by username or by e-mail, for the group's owner and organisers to invite:
-- answers who matched what was asked (the e-mail is never answered back, only whether it matched).
CREATE OR REPLACE FUNCTION app.group_invitees(grp uuid, usernames text[], emails text[])
  RETURNS TABLE (asked text, user_id uuid, username text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF app.group_role(grp) IS NULL OR app.group_role(grp) NOT IN ('owner', 'organizer') THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY
  SELECT u.asked, p.id, p.username::text
  FROM unnest(usernames) AS u(asked)
  JOIN profiles p ON lower(p.username) = lower(u.asked) AND p.status = 'active';
  RETURN QUERY
  SELECT e.asked, au.id, p.username::text
  FROM unnest(emails) AS e(asked)
  JOIN auth_users au ON lower(au.email) = lower(e.asked)
  JOIN profiles p ON p.id = au.id AND p.status = 'active';
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_invitees(uuid, text[], text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.group_invitees(uuid, text[], text[]) TO eventos_app;
--> statement-breakpoint
-- The manager withdraws a pending invitation. group.invitation.not_found (P0001) otherwise.
CREATE OR REPLACE FUNCTION app.revoke_group_invitation(grp uuid, invitation uuid) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF app.group_role(grp) IS NULL OR app.group_role(grp) NOT IN ('owner', 'organizer') THEN
    RAISE EXCEPTION 'group.forbidden' USING ERRCODE = '42501';
  END IF;
  UPDATE group_invitations SET status = 'revoked', responded_at = now()
  WHERE id = invitation AND group_id = grp AND status = 'pending';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'group.invitation.not_found' USING ERRCODE = 'P0001';
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.revoke_group_invitation(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.revoke_group_invitation(uuid, uuid) TO eventos_app;
--> statement-breakpoint
-- The invited person answers: accept makes them a member (a private group too), decline closes it.
-- By id (an invitation to the caller) or by the e-mailed link's token hash, which binds the
-- invitation to whoever opens it. group.invitation.not_found when it is not theirs, expired when
-- past its time, answered when no longer pending. Answers the group and the caller's role.
CREATE OR REPLACE FUNCTION app.answer_group_invitation(invitation uuid, token_hash text, accept boolean)
  RETURNS TABLE (group_id uuid, slug text, role text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  caller uuid := app.current_user_id();
  inv group_invitations;
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'group.invitation.not_found' USING ERRCODE = 'P0001';
  END IF;
  IF token_hash IS NOT NULL THEN
    SELECT * INTO inv FROM group_invitations i WHERE i.token_hash = answer_group_invitation.token_hash FOR UPDATE;
    IF FOUND AND inv.status = 'pending' AND inv.user_id IS NOT NULL AND inv.user_id <> caller THEN
      inv := NULL;
    END IF;
  ELSE
    SELECT * INTO inv FROM group_invitations i WHERE i.id = invitation AND i.user_id = caller FOR UPDATE;
  END IF;
  IF inv.id IS NULL THEN
    RAISE EXCEPTION 'group.invitation.not_found' USING ERRCODE = 'P0001';
  END IF;
  IF inv.status <> 'pending' THEN
    RAISE EXCEPTION 'group.invitation.answered' USING ERRCODE = 'P0001';
  END IF;
  IF inv.expires_at <= now() THEN
    RAISE EXCEPTION 'group.invitation.expired' USING ERRCODE = 'P0001';
  END IF;
  UPDATE group_invitations i
  SET status = CASE WHEN accept THEN 'accepted' ELSE 'declined' END, responded_at = now(),
      user_id = caller
  WHERE i.id = inv.id;
  IF accept THEN
    INSERT INTO group_members (group_id, user_id, role) VALUES (inv.group_id, caller, 'member')
    ON CONFLICT DO NOTHING;
    -- Any other pending invitation of this person to this group is answered with it.
    UPDATE group_invitations i SET status = 'accepted', responded_at = now()
    WHERE i.group_id = inv.group_id AND i.user_id = caller AND i.status = 'pending';
  END IF;
  RETURN QUERY
  SELECT g.id, g.slug, (SELECT m.role FROM group_members m WHERE m.group_id = g.id AND m.user_id = caller)
  FROM groups g WHERE g.id = inv.group_id;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.answer_group_invitation(uuid, text, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.answer_group_invitation(uuid, text, boolean) TO eventos_app;
--> statement-breakpoint
-- Members, followers and upcoming published events of the groups the caller can see (others are
-- left out), counted past row security so a list of cards costs one statement.
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
             AND coalesce(e.end_datetime, e.start_datetime) > now()
             AND (e.visibility = 'public' OR app.group_role(g.id) IS NOT NULL))
  FROM groups g
  WHERE g.id = ANY(group_ids) AND app.group_visible(g.id)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.group_counts(uuid[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.group_counts(uuid[]) TO eventos_app;
--> statement-breakpoint
-- An account that goes away hands each group it owns to its longest-standing organiser, else its
-- longest-standing member; a group with nobody left goes with it (its events stay their organisers').
CREATE OR REPLACE FUNCTION app.hand_over_owned_groups() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  grp uuid;
  heir uuid;
BEGIN
  FOR grp IN SELECT m.group_id FROM group_members m WHERE m.user_id = OLD.id AND m.role = 'owner' LOOP
    SELECT m.user_id INTO heir FROM group_members m
    WHERE m.group_id = grp AND m.user_id <> OLD.id
    ORDER BY (m.role = 'organizer') DESC, m.created_at, m.user_id LIMIT 1;
    IF heir IS NULL THEN
      UPDATE events SET group_id = NULL, organizer_type = 'user' WHERE group_id = grp;
      DELETE FROM groups WHERE id = grp;
    ELSE
      DELETE FROM group_members WHERE group_id = grp AND user_id = OLD.id;
      UPDATE group_members SET role = 'owner' WHERE group_id = grp AND user_id = heir;
    END IF;
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.hand_over_owned_groups() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER profiles_hand_over_owned_groups BEFORE DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION app.hand_over_owned_groups();
