ALTER TABLE "events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (app.event_search_vector(name, summary, description, tags)) STORED;--> statement-breakpoint
-- The search vector is stored with the row (computing it again per candidate row made searches of
-- rare words slow at a million events); the full-text index covers the public rows search can return.
CREATE INDEX events_search_idx ON events USING gin (search_vector)
  WHERE visibility = 'public' AND published_at IS NOT NULL AND cancelled_at IS NULL;
