-- Event discussion and moderation (issue 19, docs/decisions/0015-discussion-and-moderation.md): the
-- tables and the columns both features stand on. Writes go through definer functions (comments:
-- 0036; reports and moderation: 0037), which check who may do what; the app role only reads, as
-- its policies allow.
CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	-- Null once the author's account is gone (the comment then reads as removed).
	"author_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
	-- The top-level comment of the thread (null for a top-level comment): threads show one level.
	"root_id" uuid REFERENCES "event_comments"("id") ON DELETE CASCADE,
	-- The comment a reply answers, when it is itself a reply (shown as "@name").
	"reply_to_id" uuid REFERENCES "event_comments"("id") ON DELETE SET NULL,
	-- Plain text; emptied when the author deletes it.
	"body" text NOT NULL,
	-- The people the text names with @username, resolved when written (they were notified).
	"mentions" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"pinned_at" timestamp with time zone,
	CONSTRAINT "event_comments_body_check"
	  CHECK (("deleted_at" IS NOT NULL AND "body" = '') OR char_length("body") BETWEEN 1 AND 2000),
	CONSTRAINT "event_comments_hidden_check"
	  CHECK (("hidden_at" IS NULL) = ("hidden_by" IS NULL) AND ("hidden_by" IS NULL OR "hidden_by" IN ('organizer', 'moderation'))),
	CONSTRAINT "event_comments_root_check" CHECK ("root_id" IS DISTINCT FROM "id"),
	CONSTRAINT "event_comments_reply_to_check" CHECK ("reply_to_id" IS NULL OR "root_id" IS NOT NULL),
	CONSTRAINT "event_comments_pinned_check" CHECK ("pinned_at" IS NULL OR "root_id" IS NULL)
);
--> statement-breakpoint
-- Top-level comments of an event, newest or oldest first (keyset on created_at, id).
CREATE INDEX "event_comments_roots_idx" ON "event_comments" USING btree ("event_id", "created_at", "id")
  WHERE "root_id" IS NULL;
--> statement-breakpoint
-- The replies of a thread, oldest first.
CREATE INDEX "event_comments_replies_idx" ON "event_comments" USING btree ("root_id", "created_at", "id")
  WHERE "root_id" IS NOT NULL;
--> statement-breakpoint
-- A person's recent comments (the flood limits) and their comments when the account goes.
CREATE INDEX "event_comments_author_idx" ON "event_comments" USING btree ("author_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "event_comments_reply_to_idx" ON "event_comments" USING btree ("reply_to_id") WHERE "reply_to_id" IS NOT NULL;
--> statement-breakpoint
-- One pinned comment per event.
CREATE UNIQUE INDEX "event_comments_pinned_idx" ON "event_comments" USING btree ("event_id") WHERE "pinned_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"action_id" uuid,
	CONSTRAINT "reports_target_type_check" CHECK ("target_type" IN ('event', 'comment', 'group', 'profile')),
	CONSTRAINT "reports_reason_check"
	  CHECK ("reason" IN ('spam', 'fraud', 'offensive', 'violence', 'sexual', 'misinformation', 'other')),
	CONSTRAINT "reports_details_check" CHECK (char_length("details") <= 1000),
	CONSTRAINT "reports_other_check" CHECK ("reason" <> 'other' OR char_length(btrim("details")) > 0),
	CONSTRAINT "reports_status_check" CHECK ("status" IN ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_resolved_check" CHECK (("status" = 'open') = ("resolved_at" IS NULL))
);
--> statement-breakpoint
-- One open report per reporter and target.
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id", "target_type", "target_id")
  WHERE "status" = 'open';
--> statement-breakpoint
-- The queue: reports of a target, by state.
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type", "target_id", "status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at" DESC) WHERE "status" = 'open';
--> statement-breakpoint
-- A person's recent reports (their flood limit, their own list).
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id", "created_at" DESC);
--> statement-breakpoint
-- The audit log: every action an administrator took on reported content.
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"action" text NOT NULL,
	"note" text NOT NULL,
	-- The person the action fell on (the author), kept even when the content goes.
	"subject_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
	"suspended_until" timestamp with time zone,
	"resolved_reports" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_target_type_check" CHECK ("target_type" IN ('event', 'comment', 'group', 'profile')),
	CONSTRAINT "moderation_actions_action_check" CHECK ("action" IN ('dismiss', 'hide', 'cancel_event', 'suspend')),
	CONSTRAINT "moderation_actions_note_check" CHECK (char_length(btrim("note")) BETWEEN 3 AND 1000),
	CONSTRAINT "moderation_actions_suspend_check" CHECK (("action" = 'suspend') = ("suspended_until" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "moderation_actions_recent_idx" ON "moderation_actions" USING btree ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type", "target_id", "created_at" DESC);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_action_fk"
  FOREIGN KEY ("action_id") REFERENCES "moderation_actions"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- The organiser closes the discussion, and chooses whether to hear of new comments.
ALTER TABLE "events"
  ADD COLUMN "comments_closed" boolean DEFAULT false NOT NULL,
  ADD COLUMN "notify_comments" boolean DEFAULT true NOT NULL,
  -- Hidden by the moderation team: gone from every read path but its organiser's.
  ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
-- A suspended person cannot sign in until then ('infinity': for good). No grant: only the
-- moderation functions write it.
ALTER TABLE "profiles" ADD COLUMN "suspended_until" timestamp with time zone;
--> statement-breakpoint
-- The app role may update events and groups (their organisers edit them), but never what the
-- moderation team decided: only the database owner (migrations, definer functions) changes it.
CREATE OR REPLACE FUNCTION app.guard_moderation_columns() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = pg_catalog, public
AS $$
BEGIN
  IF current_user = 'eventos_app' AND (
       (TG_OP = 'INSERT' AND NEW.hidden_at IS NOT NULL)
       OR (TG_OP = 'UPDATE' AND NEW.hidden_at IS DISTINCT FROM OLD.hidden_at)) THEN
    RAISE EXCEPTION 'auth.forbidden' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_guard_moderation BEFORE INSERT OR UPDATE OF hidden_at ON events
  FOR EACH ROW EXECUTE FUNCTION app.guard_moderation_columns();
--> statement-breakpoint
CREATE TRIGGER groups_guard_moderation BEFORE INSERT OR UPDATE OF hidden_at ON groups
  FOR EACH ROW EXECUTE FUNCTION app.guard_moderation_columns();
--> statement-breakpoint
-- The caller is an administrator (read from the database on each call).
CREATE OR REPLACE FUNCTION app.is_admin() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (SELECT 1 FROM profiles p WHERE p.id = app.current_user_id() AND p.role = 'admin')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.is_admin() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.is_admin() TO eventos_app;
--> statement-breakpoint
ALTER TABLE "event_comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "event_comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "event_comments" TO eventos_app;
--> statement-breakpoint
-- A comment is read by whoever sees its event (the events policy decides, hidden events included),
-- unless the moderation team hid it, or the organiser hid it from all but the event's managers, or
-- its author and the reader blocked one another. Deleted comments stay readable: their text is gone.
-- The event is looked up per comment through its primary key by a scalar sub-select (LIMIT 1): an
-- EXISTS would be planned as a hash of every event the reader sees, built before the first row.
CREATE POLICY event_comments_select ON "event_comments" FOR SELECT TO eventos_app
  USING (
    (SELECT true FROM events e WHERE e.id = event_id LIMIT 1)
    AND (hidden_by IS NULL
         OR (hidden_by = 'organizer' AND (
               SELECT app.can_manage_event(e.organizer_id, e.group_id) FROM events e WHERE e.id = event_id LIMIT 1)))
    AND (author_id IS NULL OR (SELECT app.current_user_id()) IS NULL
         OR NOT app.blocked_between(author_id, (SELECT app.current_user_id())))
  );
--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "reports" TO eventos_app;
--> statement-breakpoint
-- A reporter sees their own reports; administrators see all. Filing and resolving: functions only.
CREATE POLICY reports_select ON "reports" FOR SELECT TO eventos_app
  USING (reporter_id = (SELECT app.current_user_id()) OR (SELECT app.is_admin()));
--> statement-breakpoint
ALTER TABLE "moderation_actions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "moderation_actions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "moderation_actions" TO eventos_app;
--> statement-breakpoint
-- The audit log is the administrators' alone; nobody changes or removes an entry (no grant).
CREATE POLICY moderation_actions_select ON "moderation_actions" FOR SELECT TO eventos_app
  USING ((SELECT app.is_admin()));
