-- Every server process keeps a short cache of anonymous answers (http/anonymous-cache.ts). A change
-- to an event or a venue tells them all at commit: the channel carries the row's id only, never its
-- content. A view being counted changes nothing people see and stays quiet.
CREATE OR REPLACE FUNCTION app.notify_events_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'events'
     AND (to_jsonb(OLD) - 'views') = (to_jsonb(NEW) - 'views') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('eventos_events_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_changed_notify AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION app.notify_events_changed();
--> statement-breakpoint
CREATE TRIGGER locations_changed_notify AFTER UPDATE OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION app.notify_events_changed();
