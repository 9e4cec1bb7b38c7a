-- contact_messages: anyone may send a message (the app role inserts, signed as the caller or as
-- nobody); only administrators read them. The client address is stored only as a keyed hash.
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT INSERT (id, name, email, subject, message, language, user_id, ip_hash, created_at) ON contact_messages TO eventos_app;
--> statement-breakpoint
GRANT SELECT ON contact_messages TO eventos_app;
--> statement-breakpoint
CREATE POLICY contact_messages_insert ON contact_messages FOR INSERT TO eventos_app
  WITH CHECK (user_id IS NOT DISTINCT FROM (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY contact_messages_select_admin ON contact_messages FOR SELECT TO eventos_app
  USING (
    EXISTS (
      SELECT 1 FROM profiles p
      WHERE p.id = (SELECT app.current_user_id()) AND p.role = 'admin'
    )
  );
--> statement-breakpoint

-- The rate limit counts a client's recent messages without letting the app role read any of them:
-- it takes a transaction lock on the hash first, so concurrent requests of one client queue up and
-- every server copy sees the same count.
CREATE OR REPLACE FUNCTION app.contact_messages_sent_since(p_ip_hash text, p_since timestamptz)
  RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('contact:' || p_ip_hash, 0));
  RETURN (SELECT count(*)::int FROM public.contact_messages
          WHERE ip_hash = p_ip_hash AND created_at >= p_since);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.contact_messages_sent_since(text, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.contact_messages_sent_since(text, timestamptz) TO eventos_app;
