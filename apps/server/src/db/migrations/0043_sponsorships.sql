-- Issue 22: sponsorships. An event may be open for sponsorship with tiers ('cotas'); a sponsorship
-- links a sponsor (the person who asked, or a group they manage) to an event and a tier. Sponsors
-- see their own, the event's managers their event's, administrators all; the public only approved
-- ones of events it may see. Money is recorded, not collected (docs/decisions/0021-sponsorships.md).

-- Whether an event takes requests. A table of its own: a change here is no change of the event
-- (its followers are not told the event was updated).
CREATE TABLE "sponsorship_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"open" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"benefits" text,
	"slots" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	-- A deleted tier stays for the sponsorships that named it (their history), out of every list.
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_tiers_name_check" CHECK (char_length("name") BETWEEN 2 AND 60),
	CONSTRAINT "sponsorship_tiers_amount_check" CHECK ("amount_cents" BETWEEN 0 AND 100000000),
	CONSTRAINT "sponsorship_tiers_benefits_check" CHECK ("benefits" IS NULL OR char_length("benefits") <= 1000),
	CONSTRAINT "sponsorship_tiers_slots_check" CHECK ("slots" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX "sponsorship_tiers_event_idx" ON "sponsorship_tiers" ("event_id", "position", "created_at");
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	-- Checked at the end of the statement, so deleting an event takes its tiers and sponsorships together.
	"tier_id" uuid NOT NULL REFERENCES "sponsorship_tiers"("id"),
	-- The person who asked: always set, and the one who may withdraw.
	"person_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	-- Sponsoring as a group the person manages (owner or organiser); NULL: as themselves.
	"group_id" uuid REFERENCES "groups"("id") ON DELETE SET NULL,
	"display_name" text NOT NULL,
	"logo_path" text,
	"link_url" text,
	"message" text,
	-- What was agreed, copied from the tier when asked (the tier may change later).
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	-- Room for a payment provider (ADR 0021): nothing is collected yet.
	"payment_status" text DEFAULT 'not_collected' NOT NULL,
	"payment_reference" text,
	"organiser_note" text,
	"admin_note" text,
	-- When the event takes the "Patrocinado" slot; set on approval, moved by administrators.
	"featured_from" timestamp with time zone,
	"featured_until" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	-- When it was declined, withdrawn or ended.
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_state_check" CHECK ("state" IN ('requested', 'accepted', 'approved', 'declined', 'withdrawn', 'ended')),
	CONSTRAINT "sponsorships_payment_status_check" CHECK ("payment_status" IN ('not_collected', 'pending', 'paid', 'refunded')),
	CONSTRAINT "sponsorships_display_name_check" CHECK (char_length("display_name") BETWEEN 2 AND 80),
	CONSTRAINT "sponsorships_link_check" CHECK ("link_url" IS NULL OR (char_length("link_url") <= 2048 AND "link_url" ~* '^https?://')),
	CONSTRAINT "sponsorships_message_check" CHECK ("message" IS NULL OR char_length("message") <= 1000),
	CONSTRAINT "sponsorships_notes_check" CHECK (("organiser_note" IS NULL OR char_length("organiser_note") <= 1000) AND ("admin_note" IS NULL OR char_length("admin_note") <= 1000)),
	CONSTRAINT "sponsorships_amount_check" CHECK ("amount_cents" BETWEEN 0 AND 100000000),
	CONSTRAINT "sponsorships_featured_check" CHECK (("featured_from" IS NULL) = ("featured_until" IS NULL) AND ("featured_until" IS NULL OR "featured_until" > "featured_from"))
);
--> statement-breakpoint
-- One sponsorship in progress per sponsor (person, or group) and event.
CREATE UNIQUE INDEX "sponsorships_one_open_idx" ON "sponsorships"
  ("event_id", "person_id", coalesce("group_id", '00000000-0000-0000-0000-000000000000'::uuid))
  WHERE "state" IN ('requested', 'accepted', 'approved');
--> statement-breakpoint
CREATE INDEX "sponsorships_event_idx" ON "sponsorships" ("event_id", "state", "requested_at");
--> statement-breakpoint
CREATE INDEX "sponsorships_tier_idx" ON "sponsorships" ("tier_id", "state");
--> statement-breakpoint
CREATE INDEX "sponsorships_person_idx" ON "sponsorships" ("person_id", "requested_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "sponsorships_group_idx" ON "sponsorships" ("group_id") WHERE "group_id" IS NOT NULL;
--> statement-breakpoint
-- The admin queue and lists by state, newest change first.
CREATE INDEX "sponsorships_state_idx" ON "sponsorships" ("state", "updated_at" DESC, "id" DESC);
--> statement-breakpoint
-- The featured slot's candidates: approved, in their window.
CREATE INDEX "sponsorships_featured_idx" ON "sponsorships" ("featured_until", "featured_from")
  WHERE "state" = 'approved' AND "featured_from" IS NOT NULL;
--> statement-breakpoint
-- Reports: unique visitors per day, summed (no cookie, no address: a keyed hash, kept one day).
CREATE TABLE "sponsorship_stats" (
	"sponsorship_id" uuid NOT NULL REFERENCES "sponsorships"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("sponsorship_id", "day"),
	CONSTRAINT "sponsorship_stats_counts_check" CHECK ("impressions" >= 0 AND "clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsorship_visits" (
	"sponsorship_id" uuid NOT NULL REFERENCES "sponsorships"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_hash" text NOT NULL,
	PRIMARY KEY ("sponsorship_id", "day", "kind", "visitor_hash"),
	CONSTRAINT "sponsorship_visits_kind_check" CHECK ("kind" IN ('impression', 'click'))
);
--> statement-breakpoint
CREATE INDEX "sponsorship_visits_day_idx" ON "sponsorship_visits" ("day");
--> statement-breakpoint

-- Whether the caller manages an event: its organiser, or an owner or organiser of its group.
CREATE OR REPLACE FUNCTION app.manages_event(event uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT coalesce((SELECT app.can_manage_event(e.organizer_id, e.group_id) FROM events e WHERE e.id = event), false)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.manages_event(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.manages_event(uuid) TO eventos_app;
--> statement-breakpoint
-- Whether the caller is the sponsor of a row: the person who asked, or a manager of the sponsoring group.
CREATE OR REPLACE FUNCTION app.is_sponsor(person uuid, grp uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(person = app.current_user_id(), false)
      OR (grp IS NOT NULL AND EXISTS (
            SELECT 1 FROM group_members m
            WHERE m.group_id = grp AND m.user_id = app.current_user_id() AND m.role IN ('owner', 'organizer')))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.is_sponsor(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.is_sponsor(uuid, uuid) TO eventos_app;
--> statement-breakpoint

ALTER TABLE "sponsorship_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sponsorship_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "sponsorship_settings" TO eventos_app;
--> statement-breakpoint
-- Anyone who may see the event (the events policies decide, read inside the sub-select).
CREATE POLICY sponsorship_settings_select ON "sponsorship_settings" FOR SELECT TO eventos_app
  USING (EXISTS (SELECT 1 FROM events e WHERE e.id = event_id) OR (SELECT app.is_admin()));
--> statement-breakpoint
CREATE POLICY sponsorship_settings_insert ON "sponsorship_settings" FOR INSERT TO eventos_app
  WITH CHECK (app.manages_event(event_id));
--> statement-breakpoint
CREATE POLICY sponsorship_settings_update ON "sponsorship_settings" FOR UPDATE TO eventos_app
  USING (app.manages_event(event_id)) WITH CHECK (app.manages_event(event_id));
--> statement-breakpoint

ALTER TABLE "sponsorship_tiers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sponsorship_tiers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sponsorship_tiers" TO eventos_app;
--> statement-breakpoint
CREATE POLICY sponsorship_tiers_select ON "sponsorship_tiers" FOR SELECT TO eventos_app
  USING (EXISTS (SELECT 1 FROM events e WHERE e.id = event_id) OR (SELECT app.is_admin()));
--> statement-breakpoint
CREATE POLICY sponsorship_tiers_insert ON "sponsorship_tiers" FOR INSERT TO eventos_app
  WITH CHECK (app.manages_event(event_id));
--> statement-breakpoint
CREATE POLICY sponsorship_tiers_update ON "sponsorship_tiers" FOR UPDATE TO eventos_app
  USING (app.manages_event(event_id)) WITH CHECK (app.manages_event(event_id));
--> statement-breakpoint
CREATE POLICY sponsorship_tiers_delete ON "sponsorship_tiers" FOR DELETE TO eventos_app
  USING (app.manages_event(event_id));
--> statement-breakpoint

ALTER TABLE "sponsorships" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sponsorships" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "sponsorships" TO eventos_app;
--> statement-breakpoint
-- The public: approved ones of an event it may see. The sponsor, the event's managers and
-- administrators: every state.
CREATE POLICY sponsorships_select ON "sponsorships" FOR SELECT TO eventos_app
  USING (
    (state = 'approved' AND EXISTS (SELECT 1 FROM events e WHERE e.id = event_id))
    OR app.is_sponsor(person_id, group_id)
    OR app.manages_event(event_id)
    OR (SELECT app.is_admin()));
--> statement-breakpoint
-- Only a request of one's own, as oneself or a group one manages.
CREATE POLICY sponsorships_insert ON "sponsorships" FOR INSERT TO eventos_app
  WITH CHECK (
    person_id = (SELECT app.current_user_id())
    AND state = 'requested'
    AND (group_id IS NULL OR group_id IN (SELECT app.managed_group_ids())));
--> statement-breakpoint
-- Changes by those involved; which columns and states each may change is guarded by the trigger below.
CREATE POLICY sponsorships_update ON "sponsorships" FOR UPDATE TO eventos_app
  USING (app.is_sponsor(person_id, group_id) OR app.manages_event(event_id) OR (SELECT app.is_admin()))
  WITH CHECK (app.is_sponsor(person_id, group_id) OR app.manages_event(event_id) OR (SELECT app.is_admin()));
--> statement-breakpoint

ALTER TABLE "sponsorship_stats" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sponsorship_stats" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "sponsorship_stats" TO eventos_app;
--> statement-breakpoint
-- Reports are for the sponsor, the event's managers and administrators, never the public.
CREATE POLICY sponsorship_stats_select ON "sponsorship_stats" FOR SELECT TO eventos_app
  USING (EXISTS (
    SELECT 1 FROM sponsorships s WHERE s.id = sponsorship_id
      AND (app.is_sponsor(s.person_id, s.group_id) OR app.manages_event(s.event_id) OR (SELECT app.is_admin()))));
--> statement-breakpoint
-- Who saw or clicked what is nobody's to read through the app (only the sums are).
ALTER TABLE "sponsorship_visits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sponsorship_visits" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sponsorship_visits_hidden ON "sponsorship_visits" FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint

-- The database's own lock on who changes what, besides the service's checks. Only the app role is
-- guarded: the owner (seeds, the definer functions) writes as it must. A sponsor changes the logo
-- while it is not yet approved, or withdraws; an event's manager accepts a request or declines one
-- not yet approved, with a note; an administrator anything but who, what and for how much. Raises
-- the catalogue code as the message: sponsorship.forbidden when the role may not change those
-- columns, sponsorship.state_changed when it may but not from the current state.
CREATE OR REPLACE FUNCTION app.guard_sponsorship_update() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = pg_catalog, public
AS $$
DECLARE
  before_row jsonb := to_jsonb(OLD);
  after_row jsonb := to_jsonb(NEW);
  sponsor_cols text[] := ARRAY['logo_path', 'state', 'closed_at', 'updated_at'];
  manager_cols text[] := ARRAY['state', 'organiser_note', 'accepted_at', 'closed_at', 'updated_at'];
  fixed_cols text[] := ARRAY['id', 'event_id', 'person_id', 'group_id', 'tier_id', 'amount_cents', 'requested_at'];
  column_name text;
  may_columns boolean := false;
BEGIN
  IF current_user <> 'eventos_app' THEN
    RETURN NEW;
  END IF;
  FOREACH column_name IN ARRAY fixed_cols LOOP
    IF before_row -> column_name IS DISTINCT FROM after_row -> column_name THEN
      RAISE EXCEPTION 'sponsorship.forbidden';
    END IF;
  END LOOP;
  IF (SELECT app.is_admin()) THEN
    RETURN NEW;
  END IF;
  IF app.is_sponsor(OLD.person_id, OLD.group_id) AND (before_row - sponsor_cols) = (after_row - sponsor_cols) THEN
    may_columns := true;
    IF OLD.state IN ('requested', 'accepted') AND NEW.state IN (OLD.state, 'withdrawn') THEN
      RETURN NEW;
    END IF;
  END IF;
  IF app.manages_event(OLD.event_id) AND (before_row - manager_cols) = (after_row - manager_cols) THEN
    may_columns := true;
    IF (OLD.state = 'requested' AND NEW.state = 'accepted')
       OR (OLD.state IN ('requested', 'accepted') AND NEW.state = 'declined') THEN
      RETURN NEW;
    END IF;
  END IF;
  IF may_columns THEN
    RAISE EXCEPTION 'sponsorship.state_changed';
  END IF;
  RAISE EXCEPTION 'sponsorship.forbidden';
END
$$;
--> statement-breakpoint
CREATE TRIGGER sponsorships_guard BEFORE UPDATE ON "sponsorships"
  FOR EACH ROW EXECUTE FUNCTION app.guard_sponsorship_update();
--> statement-breakpoint

-- Slots taken per tier of an event (accepted and approved sponsorships): shown to everyone who may
-- see the event, and checked for a request, though most of those rows are not theirs to read.
CREATE OR REPLACE FUNCTION app.sponsorship_tier_taken(event uuid)
  RETURNS TABLE (tier_id uuid, taken integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT s.tier_id, count(*)::integer
  FROM sponsorships s
  WHERE s.event_id = event AND s.state IN ('accepted', 'approved')
    AND EXISTS (SELECT 1 FROM events e WHERE e.id = event)
  GROUP BY s.tier_id
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.sponsorship_tier_taken(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.sponsorship_tier_taken(uuid) TO eventos_app;
--> statement-breakpoint

-- Who is told a sponsorship awaits approval: every administrator (profiles.role is not theirs to read).
CREATE OR REPLACE FUNCTION app.sponsorship_admin_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT p.id FROM profiles p WHERE p.role = 'admin' AND app.current_user_id() IS NOT NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.sponsorship_admin_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.sponsorship_admin_ids() TO eventos_app;
--> statement-breakpoint

-- Who manages an event, to be told of its sponsorships: its organiser and the owner and organisers
-- of its group (group memberships are not all readable by the one who asks).
CREATE OR REPLACE FUNCTION app.event_manager_ids(event uuid) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT e.organizer_id FROM events e WHERE e.id = event AND app.current_user_id() IS NOT NULL
  UNION
  SELECT m.user_id FROM events e JOIN group_members m ON m.group_id = e.group_id
  WHERE e.id = event AND m.role IN ('owner', 'organizer') AND app.current_user_id() IS NOT NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.event_manager_ids(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.event_manager_ids(uuid) TO eventos_app;
