-- Accounts: the auth library's tables are written only by the server's auth code (the owner
-- connection). The app role sees the caller's own user, linked accounts and sessions (never a
-- token, password or secret), and nothing of verifications or rate-limit counters.
ALTER TABLE auth_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT (id, name, email, email_verified, image, created_at, updated_at) ON auth_users TO eventos_app;
--> statement-breakpoint
CREATE POLICY auth_users_select_own ON auth_users FOR SELECT TO eventos_app
  USING (id = (SELECT app.current_user_id()));
--> statement-breakpoint
ALTER TABLE auth_accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_accounts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT (id, account_id, provider_id, user_id, created_at) ON auth_accounts TO eventos_app;
--> statement-breakpoint
CREATE POLICY auth_accounts_select_own ON auth_accounts FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
ALTER TABLE auth_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT (id, user_id, expires_at, ip_address, user_agent, created_at, updated_at) ON auth_sessions TO eventos_app;
--> statement-breakpoint
CREATE POLICY auth_sessions_select_own ON auth_sessions FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- Signing out one of your other devices deletes that session row.
GRANT DELETE ON auth_sessions TO eventos_app;
--> statement-breakpoint
CREATE POLICY auth_sessions_delete_own ON auth_sessions FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
ALTER TABLE auth_verifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_verifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_verifications_none ON auth_verifications FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint
ALTER TABLE auth_rate_limits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_rate_limits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_rate_limits_none ON auth_rate_limits FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint

-- profiles gain a bio the owner writes.
GRANT INSERT (bio) ON profiles TO eventos_app;
--> statement-breakpoint
GRANT UPDATE (bio) ON profiles TO eventos_app;
--> statement-breakpoint

-- profile_private: e-mail and birth date, read and written only by their owner.
ALTER TABLE profile_private ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profile_private FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT (profile_id, email, birth_date, updated_at), UPDATE (birth_date, updated_at) ON profile_private TO eventos_app;
--> statement-breakpoint
CREATE POLICY profile_private_select_own ON profile_private FOR SELECT TO eventos_app
  USING (profile_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY profile_private_insert_own ON profile_private FOR INSERT TO eventos_app
  WITH CHECK (profile_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY profile_private_update_own ON profile_private FOR UPDATE TO eventos_app
  USING (profile_id = (SELECT app.current_user_id()))
  WITH CHECK (profile_id = (SELECT app.current_user_id()));
--> statement-breakpoint

-- user_consents: a user reads and records only their own consents; records are never changed.
ALTER TABLE user_consents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_consents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT (user_id, consent_type, version, origin) ON user_consents TO eventos_app;
--> statement-breakpoint
CREATE POLICY user_consents_select_own ON user_consents FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY user_consents_insert_own ON user_consents FOR INSERT TO eventos_app
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint

-- Spec §5 "profile complete": first name, last name and birth date present, status active. The app
-- role cannot write status; this function activates the caller's own profile once the three fields
-- are there, and reports whether it is now active.
CREATE OR REPLACE FUNCTION app.activate_own_profile() RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  v_user uuid := app.current_user_id();
BEGIN
  IF v_user IS NULL THEN
    RETURN false;
  END IF;
  UPDATE public.profiles p SET status = 'active', updated_at = now()
  WHERE p.id = v_user AND p.status = 'pending'
    AND nullif(btrim(p.first_name), '') IS NOT NULL
    AND nullif(btrim(p.last_name), '') IS NOT NULL
    AND nullif(btrim(p.username), '') IS NOT NULL
    AND EXISTS (SELECT 1 FROM public.profile_private pp
                WHERE pp.profile_id = v_user AND pp.birth_date IS NOT NULL);
  RETURN EXISTS (SELECT 1 FROM public.profiles WHERE id = v_user AND status = 'active');
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.activate_own_profile() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.activate_own_profile() TO eventos_app;
