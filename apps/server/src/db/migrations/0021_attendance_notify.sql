-- Live counts for the door screen (issue 16): every change of an event's attendance or interest is
-- announced on 'eventos_attendance' as '<event_id>:<organizer_id>:<checked-in attendance id or empty>'
-- (ids only, never content). Each server process re-reads the counts as the organiser before its
-- streams hear of them. Identical announcements of one transaction arrive once.
CREATE OR REPLACE FUNCTION app.notify_attendance_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  row_event uuid;
  organizer uuid;
  checked_in text := '';
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_event := OLD.event_id;
  ELSE
    row_event := NEW.event_id;
  END IF;
  -- Nested, not one condition: PL/pgSQL would read NEW.status of an interest, which has none.
  IF TG_TABLE_NAME = 'event_attendances' AND TG_OP <> 'DELETE' THEN
    IF NEW.status = 'checked_in' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'checked_in') THEN
      checked_in := NEW.id::text;
    END IF;
  END IF;
  SELECT e.organizer_id INTO organizer FROM events e WHERE e.id = row_event;
  IF organizer IS NOT NULL THEN
    PERFORM pg_notify('eventos_attendance', row_event::text || ':' || organizer::text || ':' || checked_in);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.notify_attendance_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER event_attendances_changed_notify AFTER INSERT OR UPDATE OR DELETE ON event_attendances
  FOR EACH ROW EXECUTE FUNCTION app.notify_attendance_changed();
--> statement-breakpoint
CREATE TRIGGER event_interests_changed_notify AFTER INSERT OR DELETE ON event_interests
  FOR EACH ROW EXECUTE FUNCTION app.notify_attendance_changed();
