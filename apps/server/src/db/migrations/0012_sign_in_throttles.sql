CREATE TABLE "auth_sign_in_throttles" (
	"account_key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_sign_in_throttles_window_start_idx" ON "auth_sign_in_throttles" USING btree ("window_start");--> statement-breakpoint
-- Sign-in counters per account: written only by the server's auth code (the owner connection).
-- The app role is granted nothing and its only policy matches no row, so no request transaction
-- can read which addresses were tried or change a count.
ALTER TABLE auth_sign_in_throttles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auth_sign_in_throttles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY auth_sign_in_throttles_none ON auth_sign_in_throttles FOR SELECT TO eventos_app USING (false);
