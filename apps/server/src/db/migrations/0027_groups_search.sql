-- Groups (issue 17), the list and the page: the first free slug of a new group, the list of groups
-- (newest first, or best match first for a search) served by the indexes of 0026, and a search of
-- a group's people by name served by an index.

-- The first free slug among base, base-1, base-2… checked against every group: row policies would
-- hide private groups, whose slugs are taken all the same. It says only whether slugs are taken.
-- Concurrent creators may still race: the unique index stops the second, and the service asks again.
CREATE OR REPLACE FUNCTION app.next_free_group_slug(base text) RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  n integer := 0;
  candidate text := base;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM public.groups WHERE slug = base) THEN
    RETURN base;
  END IF;
  -- Jump past the highest numbered suffix in use, then step up while taken.
  SELECT coalesce(max((substring(slug FROM length(base) + 2))::integer), 0) INTO n
  FROM public.groups
  WHERE slug LIKE replace(replace(replace(base, '\', '\\'), '%', '\%'), '_', '\_') || '-%'
    AND substring(slug FROM length(base) + 2) ~ '^[0-9]{1,9}$';
  LOOP
    n := n + 1;
    candidate := base || '-' || n;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM public.groups WHERE slug = candidate);
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.next_free_group_slug(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.next_free_group_slug(text) TO eventos_app;
--> statement-breakpoint

-- The text of app.find_groups' query (so tests explain what runs): without a term, with a term
-- contained in the names, or with names like the term.
-- Parameters: $1 folded term, $2 its LIKE pattern anywhere, $3 its LIKE pattern at the start,
-- $4 category, $5 city, $6/$7/$8 keyset cursor (rank, created_at, id), $9 rows.
-- Only groups the caller may see: public ones and those they belong to (the groups_select rule).
-- Without a term every rank is 0 and the order is the newest first, a range of groups_created_idx
-- (or groups_category_created_idx). With one, names containing it (groups_name_trgm_idx) rank by
-- how they contain it: the whole name, at the start, anywhere; then by word similarity, then the
-- newest. Similar names (a word a typo away) are weighed only when nothing contains the term:
-- similarity has to be computed for many candidate rows.
CREATE OR REPLACE FUNCTION app.find_groups_query(with_term boolean, similar_names boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$ SELECT replace(replace($q$
  SELECT s.id, s.rank, s.created_at FROM (
    SELECT g.id, g.created_at, {rank} AS rank
    FROM public.groups g
    WHERE (g.visibility = 'public'
           OR g.id IN (SELECT m.group_id FROM public.group_members m WHERE m.user_id = app.current_user_id()))
      AND ($4::text IS NULL OR g.category = $4)
      AND ($5::text IS NULL OR app.search_text(g.city) = app.search_text($5))
      {term}
  ) s
  WHERE ($8::uuid IS NULL OR (s.rank, s.created_at, s.id) < ($6::integer, $7::timestamptz, $8::uuid))
  ORDER BY s.rank DESC, s.created_at DESC, s.id DESC
  LIMIT $9
$q$, '{term}', CASE
    WHEN NOT with_term THEN ''
    WHEN similar_names THEN $t$AND $1::text OPERATOR(public.<%) app.search_text(g.name)$t$
    ELSE $t$AND app.search_text(g.name) LIKE $2$t$ END),
  '{rank}', CASE
    WHEN NOT with_term THEN '0'
    WHEN similar_names THEN $r$round(public.word_similarity($1::text, app.search_text(g.name)) * 999)::integer$r$
    ELSE $r$(CASE WHEN app.search_text(g.name) = $1::text THEN 3000
                  WHEN app.search_text(g.name) LIKE $3 THEN 2000
                  ELSE 1000 END
             + round(public.word_similarity($1::text, app.search_text(g.name)) * 999))::integer$r$ END) $fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.find_groups(
  term text,
  category_key text,
  city_name text,
  after_rank integer,
  after_at timestamptz,
  after_id uuid,
  max_rows integer
) RETURNS TABLE (id uuid, rank integer, created_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  ROWS 20
  SET search_path = pg_catalog, public
AS $$
DECLARE
  cleaned text := app.search_text(coalesce(btrim(term), ''));
  escaped text := replace(replace(replace(cleaned, '\', '\\'), '%', '\%'), '_', '\_');
  wanted integer := least(greatest(coalesce(max_rows, 20), 1), 51);
BEGIN
  RETURN QUERY EXECUTE app.find_groups_query(cleaned <> '', false)
    USING cleaned, '%' || escaped || '%', escaped || '%', category_key, nullif(btrim(city_name), ''),
          coalesce(after_rank, 0), after_at, after_id, wanted;
  -- A page after a cursor has names containing the term whenever the first page had.
  IF NOT FOUND AND length(cleaned) >= 3 THEN
    RETURN QUERY EXECUTE app.find_groups_query(true, true)
      USING cleaned, '%' || escaped || '%', escaped || '%', category_key, nullif(btrim(city_name), ''),
            coalesce(after_rank, 0), after_at, after_id, wanted;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.find_groups(text, text, text, integer, timestamptz, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.find_groups(text, text, text, integer, timestamptz, uuid, integer) TO eventos_app;
--> statement-breakpoint

-- A person's name and username as one folded text, for searching the people of a group (its
-- members, its followers) through a trigram index instead of folding every profile on each search.
-- Plain operators only, so the planner inlines it and the index serves the search.
CREATE OR REPLACE FUNCTION app.person_search_text(first_name text, last_name text, username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT app.search_text(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, ''))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.person_search_text(text, text, text) TO eventos_app;
--> statement-breakpoint
CREATE INDEX "profiles_person_search_idx" ON "profiles"
  USING gin (app.person_search_text(first_name, last_name, username) gin_trgm_ops);
--> statement-breakpoint
-- The owner and organisers of a group, the few rows its page and the top of its members list read
-- (and count) without walking every member.
CREATE INDEX "group_members_leaders_idx" ON "group_members" USING btree ("group_id", "created_at", "user_id")
  WHERE "role" IN ('owner', 'organizer');
--> statement-breakpoint
-- app.group_counts (0026) as before, asking the caller's role once per group instead of once per
-- private event of it: a page of a group with many private events no longer pays a call for each.
CREATE OR REPLACE FUNCTION app.group_counts(group_ids uuid[])
  RETURNS TABLE (group_id uuid, members integer, followers integer, upcoming_events integer)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT g.id,
         (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id),
         (SELECT count(*)::int FROM group_followers f WHERE f.group_id = g.id),
         (SELECT count(*)::int FROM events e
           WHERE e.group_id = g.id AND e.published_at IS NOT NULL AND e.cancelled_at IS NULL
             AND coalesce(e.end_datetime, e.start_datetime) > now()
             AND (e.visibility = 'public' OR r.role IS NOT NULL))
  FROM groups g
  CROSS JOIN LATERAL (SELECT app.group_role(g.id) AS role) r
  WHERE g.id = ANY(group_ids) AND app.group_visible(g.id)
$$;
