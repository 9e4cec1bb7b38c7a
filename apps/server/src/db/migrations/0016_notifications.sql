CREATE TABLE "app_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"audience" text NOT NULL,
	"role" text,
	"username" text,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'storing' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "notification_broadcasts_audience_check" CHECK ("notification_broadcasts"."audience" in ('everyone', 'role', 'user')),
	CONSTRAINT "notification_broadcasts_state_check" CHECK ("notification_broadcasts"."state" in ('storing', 'queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" in ('push', 'email')),
	CONSTRAINT "notification_deliveries_state_check" CHECK ("notification_deliveries"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"push" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('friends', 'events', 'groups', 'discussion', 'announcements'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invited_by_profile" jsonb,
	"broadcast_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('friend_request', 'friendship_accepted', 'event', 'new_event_from_followed_group', 'event_checkin',
  'event_updated', 'event_cancelled', 'event_invite', 'group_invite', 'group', 'reply', 'mention', 'on_demand')),
	CONSTRAINT "notifications_read_check" CHECK ("notifications"."read" = ("notifications"."read_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_type" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_device_type_check" CHECK ("push_tokens"."device_type" in ('web', 'ios', 'android'))
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_created_idx" ON "notification_broadcasts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_key" ON "notification_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("run_after") WHERE "notification_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_key" ON "push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
-- Notifications (spec §3): only the recipient reads one or marks it read. Nobody inserts them
-- directly: the server's hub (modules/notifications/notify.ts) stores them through
-- app.create_notifications, in the transaction of the change that caused them.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON notifications TO eventos_app;
--> statement-breakpoint
GRANT UPDATE (read, read_at) ON notifications TO eventos_app;
--> statement-breakpoint
CREATE POLICY notifications_select ON notifications FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY notifications_update ON notifications FOR UPDATE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()))
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- Push tokens: only the owner sees, refreshes or removes theirs. Registering goes through
-- app.register_push_token: a device (token) belongs to whoever registered it last.
ALTER TABLE push_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE push_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, DELETE ON push_tokens TO eventos_app;
--> statement-breakpoint
GRANT UPDATE (last_seen_at) ON push_tokens TO eventos_app;
--> statement-breakpoint
CREATE POLICY push_tokens_select ON push_tokens FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY push_tokens_update ON push_tokens FOR UPDATE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()))
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY push_tokens_delete ON push_tokens FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.register_push_token(device text, value text) RETURNS TABLE (id uuid, last_seen_at timestamptz)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
BEGIN
  IF caller IS NULL THEN
    RAISE EXCEPTION 'no caller' USING ERRCODE = '42501';
  END IF;
  RETURN QUERY
    INSERT INTO public.push_tokens AS t (user_id, device_type, token)
    VALUES (caller, device, value)
    ON CONFLICT (token) DO UPDATE
      SET user_id = caller, device_type = EXCLUDED.device_type, last_seen_at = now()
    RETURNING t.id, t.last_seen_at;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.register_push_token(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.register_push_token(text, text) TO eventos_app;
--> statement-breakpoint
-- Preferences: each person reads and writes only their own.
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_preferences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences TO eventos_app;
--> statement-breakpoint
CREATE POLICY notification_preferences_select ON notification_preferences FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY notification_preferences_insert ON notification_preferences FOR INSERT TO eventos_app
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY notification_preferences_update ON notification_preferences FOR UPDATE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()))
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY notification_preferences_delete ON notification_preferences FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- Broadcasts: administrators read them (the send page shows progress); the server writes them.
ALTER TABLE notification_broadcasts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_broadcasts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON notification_broadcasts TO eventos_app;
--> statement-breakpoint
CREATE POLICY notification_broadcasts_select ON notification_broadcasts FOR SELECT TO eventos_app
  USING (EXISTS (SELECT 1 FROM public.profiles p WHERE p.id = (SELECT app.current_user_id()) AND p.role = 'admin'));
--> statement-breakpoint
-- Delivery jobs and server settings (the VAPID key pair): the server's own connection only. The app
-- role is granted nothing and its only policy matches no row.
ALTER TABLE notification_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_deliveries_none ON notification_deliveries FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint
ALTER TABLE app_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE app_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY app_settings_none ON app_settings FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint
-- Storing notifications for others: rows of (user_id, type, kind, title, body, metadata,
-- invited_by_profile, broadcast_id, push, email) as JSON, push and email being what the sender allows;
-- each stored row gets a delivery job per channel the recipient also wants (their preferences).
-- Only the server calls it (the app role, from the hub); it returns the ids it stored.
CREATE OR REPLACE FUNCTION app.create_notifications(items jsonb) RETURNS SETOF uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT (x ->> 'user_id')::uuid AS user_id, x ->> 'type' AS type, x ->> 'title' AS title,
           x ->> 'body' AS body, coalesce(x -> 'metadata', '{}'::jsonb) AS metadata,
           nullif(x -> 'invited_by_profile', 'null'::jsonb) AS invited_by_profile,
           (x ->> 'broadcast_id')::uuid AS broadcast_id,
           x ->> 'kind' AS kind,
           coalesce((x ->> 'push')::boolean, false) AS push, coalesce((x ->> 'email')::boolean, false) AS email,
           ord
    FROM jsonb_array_elements(items) WITH ORDINALITY AS a(x, ord)
  ), stored AS (
    INSERT INTO public.notifications (user_id, type, title, body, metadata, invited_by_profile, broadcast_id)
    SELECT i.user_id, i.type, i.title, i.body, i.metadata, i.invited_by_profile, i.broadcast_id
    FROM input i JOIN public.profiles p ON p.id = i.user_id
    ORDER BY i.ord
    RETURNING notifications.id, notifications.user_id, notifications.type, notifications.title,
              notifications.metadata, notifications.created_at
  ), wanted AS (
    -- What the sender allows, as far as the recipient wants it (no preference row: push on, e-mail off).
    SELECT s.id, i.push AND coalesce(np.push, true) AS push, i.email AND coalesce(np.email, false) AS email
    FROM stored s
    JOIN input i ON i.user_id = s.user_id AND i.type = s.type AND i.title = s.title AND i.metadata = s.metadata
    LEFT JOIN public.notification_preferences np ON np.user_id = s.user_id AND np.kind = i.kind
  ), jobs AS (
    INSERT INTO public.notification_deliveries (notification_id, channel)
    SELECT w.id, c.channel FROM wanted w
    CROSS JOIN LATERAL (VALUES ('push', w.push), ('email', w.email)) AS c(channel, wanted)
    WHERE c.wanted
    ON CONFLICT DO NOTHING
  )
  SELECT s.id FROM stored s;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.create_notifications(jsonb) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.create_notifications(jsonb) TO eventos_app;
--> statement-breakpoint
-- Realtime: every insert or read mark of a notification tells the server processes whose it is
-- (ids only, never content); they re-read it as the recipient before sending it to their streams.
CREATE OR REPLACE FUNCTION app.notify_notification_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('eventos_notifications', NEW.user_id::text || ':' || NEW.id::text || ':' || lower(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_changed_notify AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION app.notify_notification_changed();
