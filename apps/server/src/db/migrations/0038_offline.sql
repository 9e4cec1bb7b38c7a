-- Offline writes and the installable app (issue 20): the answers kept for a repeated
-- Idempotency-Key, and the anonymous daily counts of how the app is used.

-- One row per key a signed-in person sent with a write that can be queued offline: claimed
-- ('pending') before the write runs, then the answer it got ('done'), replayed for a repeat of the
-- same request. Kept a day (IDEMPOTENCY_KEY_TTL_HOURS); a job deletes older rows.
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	-- Method, path and sha-256 of the body: the same key with another request is refused.
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK ("key" ~ '^[A-Za-z0-9_-]{8,64}$'),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("state" IN ('pending', 'done')),
	CONSTRAINT "idempotency_keys_done_check"
	  CHECK ("state" = 'pending' OR ("status" IS NOT NULL AND "status" BETWEEN 100 AND 499))
);
--> statement-breakpoint
-- The purge of keys older than a day.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "idempotency_keys" TO eventos_app;
--> statement-breakpoint
-- A person reads and writes only their own keys (and the answers they got).
CREATE POLICY idempotency_keys_select ON "idempotency_keys" FOR SELECT TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY idempotency_keys_insert ON "idempotency_keys" FOR INSERT TO eventos_app
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY idempotency_keys_update ON "idempotency_keys" FOR UPDATE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()))
  WITH CHECK (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
CREATE POLICY idempotency_keys_delete ON "idempotency_keys" FOR DELETE TO eventos_app
  USING (user_id = (SELECT app.current_user_id()));
--> statement-breakpoint
-- The pwa-stats beacon: how many browsers a day used the app in each way. Nothing personal: no
-- address, no account, no browser string; only the five dimensions and a count.
CREATE TABLE "pwa_beacons" (
	"day" date NOT NULL,
	"display_mode" text NOT NULL,
	"platform" text NOT NULL,
	"installed" boolean NOT NULL,
	"push_opt_in" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pwa_beacons_pk" PRIMARY KEY ("day", "display_mode", "platform", "installed", "push_opt_in"),
	CONSTRAINT "pwa_beacons_display_mode_check" CHECK ("display_mode" IN ('browser', 'standalone', 'native')),
	CONSTRAINT "pwa_beacons_platform_check" CHECK ("platform" IN ('android', 'ios', 'desktop', 'other')),
	CONSTRAINT "pwa_beacons_count_check" CHECK ("count" >= 0)
);
--> statement-breakpoint
-- Who was counted today, so a browser counts once a day per combination: a keyed hash the server
-- makes from the client address and the day (it changes every day), dropped the next day.
CREATE TABLE "pwa_beacon_senders" (
	"day" date NOT NULL,
	"sender_hash" text NOT NULL,
	"display_mode" text NOT NULL,
	"platform" text NOT NULL,
	"installed" boolean NOT NULL,
	"push_opt_in" boolean NOT NULL,
	CONSTRAINT "pwa_beacon_senders_pk"
	  PRIMARY KEY ("day", "sender_hash", "display_mode", "platform", "installed", "push_opt_in")
);
--> statement-breakpoint
ALTER TABLE "pwa_beacons" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pwa_beacons" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON "pwa_beacons" TO eventos_app;
--> statement-breakpoint
-- Administrators read the counts; counting goes through app.record_pwa_beacon only.
CREATE POLICY pwa_beacons_select ON "pwa_beacons" FOR SELECT TO eventos_app
  USING ((SELECT app.is_admin()));
--> statement-breakpoint
ALTER TABLE "pwa_beacon_senders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pwa_beacon_senders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Nobody reads who was counted through the app (no grants either).
CREATE POLICY pwa_beacon_senders_hidden ON "pwa_beacon_senders" FOR SELECT TO eventos_app USING (false);
--> statement-breakpoint
-- Counts one beacon for today (São Paulo time), once per sender and combination. True when counted.
CREATE OR REPLACE FUNCTION app.record_pwa_beacon(p_sender text, p_display_mode text, p_platform text,
    p_installed boolean, p_push_opt_in boolean) RETURNS boolean
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
  inserted integer;
BEGIN
  INSERT INTO public.pwa_beacon_senders (day, sender_hash, display_mode, platform, installed, push_opt_in)
  VALUES (today, p_sender, p_display_mode, p_platform, p_installed, p_push_opt_in)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN
    RETURN false;
  END IF;
  INSERT INTO public.pwa_beacons AS b (day, display_mode, platform, installed, push_opt_in, count)
  VALUES (today, p_display_mode, p_platform, p_installed, p_push_opt_in, 1)
  ON CONFLICT ON CONSTRAINT pwa_beacons_pk DO UPDATE SET count = b.count + 1;
  -- Yesterday's senders are no longer needed to count today's beacons.
  DELETE FROM public.pwa_beacon_senders s WHERE s.day < today - 1;
  RETURN true;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.record_pwa_beacon(text, text, text, boolean, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.record_pwa_beacon(text, text, text, boolean, boolean) TO eventos_app;
