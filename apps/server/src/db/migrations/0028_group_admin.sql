-- Groups, the owner's and organisers' side (issue 17): what an invited person sees of the group
-- they are invited to, and a deletion that answers whom to tell about each event it cancels.

-- The caller's pending invitations (expired ones too: answering one says so), each with its group
-- and the group's counts. A private group's row is hidden from people outside it (groups_select),
-- but the person invited must see what they are asked to join in order to answer. Upcoming events
-- are counted as an outsider sees them: public ones only.
CREATE OR REPLACE FUNCTION app.my_group_invitations()
  RETURNS TABLE (invitation_id uuid, group_id uuid, slug text, name text, description text,
                 category text, city text, visibility text, logo_path text, cover_path text,
                 group_created_at timestamptz, invited_by uuid, created_at timestamptz,
                 expires_at timestamptz, members integer, followers integer, upcoming_events integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT i.id, g.id, g.slug, g.name, g.description, g.category, g.city, g.visibility, g.logo_path,
         g.cover_path, g.created_at, i.invited_by, i.created_at, i.expires_at,
         (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id),
         (SELECT count(*)::int FROM group_followers f WHERE f.group_id = g.id),
         (SELECT count(*)::int FROM events e
           WHERE e.group_id = g.id AND e.visibility = 'public' AND e.published_at IS NOT NULL
             AND e.cancelled_at IS NULL AND coalesce(e.end_datetime, e.start_datetime) > now())
  FROM group_invitations i
  JOIN groups g ON g.id = i.group_id
  WHERE i.user_id = app.current_user_id() AND i.status = 'pending'
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.my_group_invitations() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.my_group_invitations() TO eventos_app;
--> statement-breakpoint
-- The owner deletes the group (app.delete_group: the same checks, in the caller's transaction) and
-- learns, for each event it cancelled, the people to tell: its organiser and everyone going,
-- checked in or waitlisted (as notifications/event-followers.ts names them). The owner may not
-- organise those events, and once the group is gone nothing links them to the owner any more, so
-- the people are read here, past row security.
CREATE OR REPLACE FUNCTION app.delete_group_telling(grp uuid)
  RETURNS TABLE (event_id uuid, name text, slug text, followers uuid[])
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
#variable_conflict use_column
DECLARE
  cancelled uuid[];
BEGIN
  SELECT coalesce(array_agg(c.id), '{}') INTO cancelled FROM app.delete_group(grp) AS c(id);
  RETURN QUERY
  SELECT e.id, e.name, e.slug,
         ARRAY(SELECT e.organizer_id WHERE e.organizer_id IS NOT NULL
               UNION
               SELECT a.user_id FROM event_attendances a
               WHERE a.event_id = e.id AND a.status IN ('going', 'checked_in', 'waitlisted'))
  FROM events e
  WHERE e.id = ANY(cancelled)
  ORDER BY e.start_datetime, e.id;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.delete_group_telling(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.delete_group_telling(uuid) TO eventos_app;
