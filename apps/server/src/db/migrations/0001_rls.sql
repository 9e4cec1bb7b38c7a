-- Row-level security foundation.
-- Requests run as the non-owner role eventos_app (SET LOCAL ROLE inside a transaction) with the
-- caller in the transaction-local setting app.user_id; policies read it through app.current_user_id().

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'eventos_app') THEN
    CREATE ROLE eventos_app NOLOGIN NOINHERIT;
  END IF;
  -- A connecting role that is not a superuser must be a member to SET ROLE to it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT eventos_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA app TO eventos_app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO eventos_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.current_user_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  SET search_path = pg_catalog
AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.current_user_id() TO eventos_app;
--> statement-breakpoint

-- profiles: public basics readable by everyone; a user creates and edits only their own row,
-- and never their role or status (column grants).
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, DELETE ON profiles TO eventos_app;
--> statement-breakpoint
GRANT INSERT (id, username, first_name, last_name, avatar_path, language) ON profiles TO eventos_app;
--> statement-breakpoint
GRANT UPDATE (username, first_name, last_name, avatar_path, language, updated_at) ON profiles TO eventos_app;
--> statement-breakpoint
CREATE POLICY profiles_select ON profiles FOR SELECT TO eventos_app USING (true);
--> statement-breakpoint
CREATE POLICY profiles_insert ON profiles FOR INSERT TO eventos_app
  WITH CHECK (id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY profiles_update ON profiles FOR UPDATE TO eventos_app
  USING (id = (SELECT app.current_user_id()))
  WITH CHECK (id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY profiles_delete ON profiles FOR DELETE TO eventos_app
  USING (id = (SELECT app.current_user_id()));
--> statement-breakpoint

-- events: visitors see public published events; the organiser also sees their own private
-- events and drafts, and is the only one who writes them.
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON events TO eventos_app;
--> statement-breakpoint
CREATE POLICY events_select ON events FOR SELECT TO eventos_app
  USING (
    (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
    OR organizer_id = (SELECT app.current_user_id())
  );
--> statement-breakpoint
CREATE POLICY events_insert ON events FOR INSERT TO eventos_app
  WITH CHECK (organizer_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY events_update ON events FOR UPDATE TO eventos_app
  USING (organizer_id = (SELECT app.current_user_id()))
  WITH CHECK (organizer_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY events_delete ON events FOR DELETE TO eventos_app
  USING (organizer_id = (SELECT app.current_user_id()));
--> statement-breakpoint

-- locations: the owner reads and writes their own; anyone reads public venues and the venue of
-- any event they may see (the sub-select runs under the events policy).
ALTER TABLE locations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON locations TO eventos_app;
--> statement-breakpoint
CREATE POLICY locations_select ON locations FOR SELECT TO eventos_app
  USING (
    is_public
    OR user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM events e WHERE e.location_id = locations.id)
  );
--> statement-breakpoint
CREATE POLICY locations_insert ON locations FOR INSERT TO eventos_app
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY locations_update ON locations FOR UPDATE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()))
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY locations_delete ON locations FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint

-- Events as read by the app: the row plus the flattened venue and organiser display data.
-- security_invoker makes the view obey the caller's policies on every table it reads.
CREATE VIEW events_with_details WITH (security_invoker = true) AS
SELECT
  e.id, e.slug, e.name, e.summary, e.description, e.start_datetime, e.end_datetime, e.category,
  e.visibility, e.organizer_id, e.location_id, e.image_path, e.published_at, e.views,
  e.created_at, e.updated_at,
  l.name AS location_name, l.city AS location_city, l.state AS location_state,
  l.country AS location_country,
  p.first_name AS organizer_first_name, p.last_name AS organizer_last_name,
  p.avatar_path AS organizer_avatar_path, p.username AS organizer_username
FROM events e
LEFT JOIN locations l ON l.id = e.location_id
LEFT JOIN profiles p ON p.id = e.organizer_id;
--> statement-breakpoint
GRANT SELECT ON events_with_details TO eventos_app;
