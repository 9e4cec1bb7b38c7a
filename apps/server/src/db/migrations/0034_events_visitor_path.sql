-- A visitor reads events faster (issue 14): the group events' policy (0029) ran its invited, member
-- and manager sub-plans for every non-public row a visitor's list or search touched, though a
-- visitor has none of those. The same rule, with those clauses asked only when someone is signed in.
DROP POLICY events_select ON events;
--> statement-breakpoint
CREATE POLICY events_select ON events FOR SELECT TO eventos_app
  USING (
    (visibility = 'public' AND published_at IS NOT NULL AND published_at <= now())
    OR ((SELECT app.current_user_id()) IS NOT NULL AND (
      organizer_id = (SELECT app.current_user_id())
      OR (published_at IS NOT NULL AND published_at <= now() AND (
        id IN (SELECT app.invited_event_ids()) OR group_id IN (SELECT app.member_group_ids())))
      OR group_id IN (SELECT app.managed_group_ids())
    ))
  );
