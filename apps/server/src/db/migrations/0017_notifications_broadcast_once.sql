-- A broadcast reaches each person once, even when storing it resumes after a crash or two server
-- processes resume it at once: the index refuses a second row and the definer function skips it.
CREATE UNIQUE INDEX "notifications_broadcast_user_key" ON "notifications" USING btree ("broadcast_id","user_id") WHERE "notifications"."broadcast_id" is not null;--> statement-breakpoint
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
    ON CONFLICT (broadcast_id, user_id) WHERE broadcast_id IS NOT NULL DO NOTHING
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
