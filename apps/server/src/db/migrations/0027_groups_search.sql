-- Groups (issue 17), the list and the page: the first free slug of a new group, and the list of
-- groups (newest first, or best match first for a search) served by the indexes of 0026.

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

-- The text of app.find_groups' query, with or without a search term (so tests explain what runs).
-- Parameters: $1 folded term, $2 its LIKE pattern anywhere, $3 its LIKE pattern at the start,
-- $4 category, $5 city, $6/$7/$8 keyset cursor (rank, created_at, id), $9 rows.
-- Only groups the caller may see: public ones and those they belong to (the groups_select rule).
-- Without a term every rank is 0 and the order is the newest first, a range of groups_created_idx
-- (or groups_category_created_idx); with one, the names are matched through groups_name_trgm_idx
-- (containing the term, or a word like it) and the best match comes first: the whole name, then
-- names starting with it, then containing it, each by word similarity, then the newest.
CREATE OR REPLACE FUNCTION app.find_groups_query(with_term boolean) RETURNS text
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
$q$, '{term}', CASE WHEN with_term
    THEN $t$AND (app.search_text(g.name) LIKE $2
         OR (length($1::text) >= 3 AND $1::text OPERATOR(public.<%) app.search_text(g.name)))$t$
    ELSE '' END),
  '{rank}', CASE WHEN with_term
    THEN $r$(CASE WHEN app.search_text(g.name) = $1::text THEN 3000
             WHEN app.search_text(g.name) LIKE $3 THEN 2000
             WHEN app.search_text(g.name) LIKE $2 THEN 1000
             ELSE 0 END
        + round(public.word_similarity($1::text, app.search_text(g.name)) * 1000))::integer$r$
    ELSE '0' END) $fn$;
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
  SET search_path = pg_catalog, public
AS $$
DECLARE
  cleaned text := app.search_text(coalesce(btrim(term), ''));
  escaped text := replace(replace(replace(cleaned, '\', '\\'), '%', '\%'), '_', '\_');
  wanted integer := least(greatest(coalesce(max_rows, 20), 1), 51);
BEGIN
  RETURN QUERY EXECUTE app.find_groups_query(cleaned <> '')
    USING cleaned, '%' || escaped || '%', escaped || '%', category_key, nullif(btrim(city_name), ''),
          coalesce(after_rank, 0), after_at, after_id, wanted;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.find_groups(text, text, text, integer, timestamptz, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.find_groups(text, text, text, integer, timestamptz, uuid, integer) TO eventos_app;
