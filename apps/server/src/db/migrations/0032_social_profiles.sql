-- Public profiles and people search (issue 18, docs/decisions/0014-social.md). Follows, friendships,
-- attendance and settings of other people are hidden by their row policies (0018, 0030): these
-- definer functions answer only what the owner's settings let the caller see, and nothing across a
-- block. Events and groups are then read under the caller's own row policies.

-- Facts of a person's profile the caller may not read themselves: whether they are findable, how
-- many people they follow and follow them, and how many friends they have (NULL when their
-- friends_visibility hides the list from the caller). Only active people, never across a block.
CREATE OR REPLACE FUNCTION app.profile_facts(owner uuid)
  RETURNS TABLE (findable boolean, friends integer, following integer, followers integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  ROWS 1
  SET search_path = pg_catalog, public
AS $$
  SELECT
    coalesce((SELECT pp.findable FROM profile_private pp WHERE pp.profile_id = p.id), true),
    CASE WHEN app.friends_visible_to(p.id, me.id) THEN (
      SELECT count(*)::int FROM app.friend_ids(p.id) f
      JOIN profiles fp ON fp.id = f AND fp.status = 'active'
      WHERE NOT app.blocked_between(f, me.id)) END,
    (SELECT count(*)::int FROM user_follows uf JOIN profiles fp ON fp.id = uf.followee_id AND fp.status = 'active'
      WHERE uf.follower_id = p.id),
    (SELECT count(*)::int FROM user_follows uf JOIN profiles fp ON fp.id = uf.follower_id AND fp.status = 'active'
      WHERE uf.followee_id = p.id)
  FROM profiles p, (SELECT app.current_user_id() AS id) me
  WHERE p.id = owner AND p.status = 'active' AND NOT app.blocked_between(p.id, me.id)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.profile_facts(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.profile_facts(uuid) TO eventos_app;
--> statement-breakpoint
-- The events `owner` has a seat at (going or checked in) not ended by `since`, when their
-- attendance_visibility lets the caller see it (never across a block); the caller's row policies on
-- events then decide which of them they may see at all.
CREATE OR REPLACE FUNCTION app.profile_attended_event_ids(owner uuid, since timestamptz) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  ROWS 20
  SET search_path = pg_catalog, public
AS $$
  SELECT a.event_id FROM event_attendances a
  JOIN events e ON e.id = a.event_id
  WHERE a.user_id = owner AND a.status IN ('going', 'checked_in')
    AND coalesce(e.end_datetime, e.start_datetime) >= since
    AND app.attendance_visible_to(owner, app.current_user_id())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.profile_attended_event_ids(uuid, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.profile_attended_event_ids(uuid, timestamptz) TO eventos_app;
--> statement-breakpoint
-- How a person's name sorts in lists: their full name, or their username, folded (compared byte
-- by byte, COLLATE "C", so the order is the same whatever the database's collation).
CREATE OR REPLACE FUNCTION app.person_sort_name(first_name text, last_name text, username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT app.search_text(coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''),
                                  username, ''))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.person_sort_name(text, text, text) TO eventos_app;
--> statement-breakpoint
-- A page of `owner`'s friends, when their friends_visibility lets the caller see the list: active
-- people not in a block with the caller, the caller's own friends first, then by name, after the
-- friend `after_id` (the keyset is that person's place, read again). app.profile_facts counts them.
CREATE OR REPLACE FUNCTION app.profile_friends(owner uuid, after_id uuid, max_rows integer)
  RETURNS TABLE (id uuid, mutual boolean, sort_name text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  ROWS 20
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  after_mutual boolean;
  after_name text;
BEGIN
  IF NOT app.friends_visible_to(owner, caller) THEN
    RETURN;
  END IF;
  IF after_id IS NOT NULL THEN
    SELECT app.are_friends(caller, p.id), app.person_sort_name(p.first_name, p.last_name, p.username)
      INTO after_mutual, after_name
    FROM profiles p WHERE p.id = after_id;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY
    WITH friends AS (
      SELECT p.id, coalesce(caller <> p.id AND app.are_friends(caller, p.id), false) AS mutual,
        app.person_sort_name(p.first_name, p.last_name, p.username) AS sort_name
      FROM app.friend_ids(owner) f
      JOIN profiles p ON p.id = f AND p.status = 'active'
      WHERE NOT app.blocked_between(p.id, caller)
    )
    SELECT f.id, f.mutual, f.sort_name
    FROM friends f
    WHERE after_id IS NULL
       OR (NOT f.mutual, f.sort_name COLLATE "C", f.id) > (NOT after_mutual, after_name COLLATE "C", after_id)
    ORDER BY NOT f.mutual, f.sort_name COLLATE "C", f.id
    LIMIT least(greatest(coalesce(max_rows, 20), 1), 51);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.profile_friends(uuid, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.profile_friends(uuid, uuid, integer) TO eventos_app;
--> statement-breakpoint
-- The text of app.find_people's query: names and usernames containing the term (the trigram index
-- profiles_person_search_idx of 0027), or, when nothing contains it, names a word a typo away.
-- Parameters: $1 folded term, $2 its LIKE pattern anywhere, $3 its LIKE pattern at the start,
-- $4 the caller, $5/$6/$7 keyset (rank, sort name, id), $8 rows.
-- Ranks: the exact username, then a username or name starting with the term, then containing it,
-- each by similarity; then by name.
CREATE OR REPLACE FUNCTION app.find_people_query(similar_names boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT replace(replace($q$
  SELECT s.id, s.rank, s.sort_name FROM (
    SELECT p.id, {rank} AS rank, app.person_sort_name(p.first_name, p.last_name, p.username) AS sort_name
    FROM public.profiles p
    WHERE {term}
      AND p.status = 'active' AND p.id <> $4
      AND coalesce((SELECT pp.findable FROM public.profile_private pp WHERE pp.profile_id = p.id), true)
      AND NOT EXISTS (SELECT 1 FROM public.user_blocks b
                      WHERE (b.blocker_id = $4 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $4))
  ) s
  WHERE ($7::uuid IS NULL
         OR (-s.rank, s.sort_name COLLATE "C", s.id) > (-$5::integer, $6::text COLLATE "C", $7::uuid))
  ORDER BY s.rank DESC, s.sort_name COLLATE "C", s.id
  LIMIT $8
$q$, '{term}', CASE
    WHEN similar_names THEN $t$$1::text OPERATOR(public.<%) app.person_search_text(p.first_name, p.last_name, p.username)$t$
    ELSE $t$app.person_search_text(p.first_name, p.last_name, p.username) LIKE $2$t$ END),
  '{rank}', CASE
    WHEN similar_names THEN $r$round(public.word_similarity($1::text,
        app.person_search_text(p.first_name, p.last_name, p.username)) * 999)::integer$r$
    ELSE $r$(CASE WHEN lower(p.username) = $1::text THEN 4000
                  WHEN app.search_text(coalesce(p.username, '')) LIKE $3
                    OR app.person_sort_name(p.first_name, p.last_name, p.username) LIKE $3 THEN 3000
                  ELSE 1000 END
             + round(public.word_similarity($1::text,
                 app.person_search_text(p.first_name, p.last_name, p.username)) * 999))::integer$r$ END) $fn$;
--> statement-breakpoint
-- People search (GET /people): findable active people other than the caller, never across a block,
-- whose name or username holds the term (accents and case ignored), best match first, a keyset
-- page after (rank, the person `after_id`). Similar names are looked for only when no name holds the
-- term, from the first page on (their ranks stay below those of names holding it).
CREATE OR REPLACE FUNCTION app.find_people(term text, after_rank integer, after_id uuid, max_rows integer)
  RETURNS TABLE (id uuid, rank integer, sort_name text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  ROWS 20
  SET search_path = pg_catalog, public
AS $$
DECLARE
  caller uuid := app.current_user_id();
  cleaned text := app.search_text(coalesce(btrim(term), ''));
  escaped text := replace(replace(replace(cleaned, '\', '\\'), '%', '\%'), '_', '\_');
  wanted integer := least(greatest(coalesce(max_rows, 20), 1), 51);
  after_name text;
BEGIN
  IF caller IS NULL OR cleaned = '' THEN
    RETURN;
  END IF;
  IF after_id IS NOT NULL THEN
    SELECT app.person_sort_name(p.first_name, p.last_name, p.username) INTO after_name
    FROM profiles p WHERE p.id = after_id;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  IF after_id IS NULL OR after_rank >= 1000 THEN
    RETURN QUERY EXECUTE app.find_people_query(false)
      USING cleaned, '%' || escaped || '%', escaped || '%', caller, after_rank, after_name, after_id, wanted;
    IF FOUND OR after_id IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  IF length(cleaned) >= 3 THEN
    RETURN QUERY EXECUTE app.find_people_query(true)
      USING cleaned, '%' || escaped || '%', escaped || '%', caller, after_rank, after_name, after_id, wanted;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.find_people(text, integer, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.find_people(text, integer, uuid, integer) TO eventos_app;
