-- Issue 21: the moderator role (works the reports queue only) and the admin area's audit log.
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("role" IN ('user', 'moderator', 'admin'));
--> statement-breakpoint
-- Role changes and counting administrators read this partial index (a handful of rows).
CREATE INDEX "profiles_staff_idx" ON "profiles" ("role") WHERE "role" <> 'user';
--> statement-breakpoint
-- The caller may work the reports queue: a moderator or an administrator (read on each call).
CREATE OR REPLACE FUNCTION app.can_moderate() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (
    SELECT 1 FROM profiles p WHERE p.id = app.current_user_id() AND p.role IN ('moderator', 'admin'))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.can_moderate() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.can_moderate() TO eventos_app;
--> statement-breakpoint
-- Every action taken in the admin area: who, what, on what, the state before and after, why.
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid REFERENCES "profiles" ("id") ON DELETE SET NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_action_check" CHECK ("action" IN (
	  'theme.create', 'theme.update', 'theme.delete', 'theme.activate', 'theme.deactivate', 'theme.select',
	  'role.grant', 'role.revoke', 'broadcast.send', 'report.moderate'))
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_created_idx" ON "admin_audit_log" ("action", "created_at" DESC, "id" DESC);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "admin_audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT ON "admin_audit_log" TO eventos_app;
--> statement-breakpoint
-- Administrators read the log; nobody changes or removes an entry (no grant).
CREATE POLICY admin_audit_log_select ON "admin_audit_log" FOR SELECT TO eventos_app
  USING ((SELECT app.is_admin()));
--> statement-breakpoint
-- An entry is written in the acting person's own name: an administrator for anything, a moderator
-- for moderating reports.
CREATE POLICY admin_audit_log_insert ON "admin_audit_log" FOR INSERT TO eventos_app
  WITH CHECK (
    actor_id = (SELECT app.current_user_id())
    AND ((SELECT app.is_admin()) OR (action = 'report.moderate' AND (SELECT app.can_moderate())))
  );
