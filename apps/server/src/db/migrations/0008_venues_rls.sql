-- Venues: accent-insensitive search, row-level security for locations, selection_options and the
-- geocoding cache, and the accessibility options every venue can list.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint

-- Lower-cased text without accents, for matching what people type against what they registered.
-- IMMUTABLE (the dictionary is named) so indexes can be built on it; every name is schema-qualified
-- instead of a SET search_path, which would make each call save and restore settings.
CREATE OR REPLACE FUNCTION app.search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 10
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, pg_catalog.lower(value)) $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.search_text(text) TO eventos_app;
--> statement-breakpoint

-- The searchable fields of a venue (spec §6: name, address, number, city, reference), one per line
-- so a search cannot match across two of them. Plain operators only, so the planner inlines it.
CREATE OR REPLACE FUNCTION app.location_search_text(name text, address text, num text, city text, reference text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT app.search_text(
    coalesce(name, '') || E'\n' || coalesce(address, '') || E'\n' || coalesce(num, '') || E'\n' ||
    coalesce(city, '') || E'\n' || coalesce(reference, ''))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.location_search_text(text, text, text, text, text) TO eventos_app;
--> statement-breakpoint
CREATE INDEX locations_public_search_idx ON locations
  USING gin (app.location_search_text(name, address, number, city, reference) gin_trgm_ops)
  WHERE is_public;
--> statement-breakpoint

-- A LIKE pattern that matches `term` literally anywhere (its % _ and \ escaped), accents ignored.
CREATE OR REPLACE FUNCTION app.contains_pattern(term text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    app.search_text(term), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.contains_pattern(text) TO eventos_app;
--> statement-breakpoint

-- Public venue search (spec §6): only is_public rows, any searchable field containing the text,
-- by name. SECURITY DEFINER so the trigram index serves it (the row policies would hide it);
-- it can return nothing but public venues, and only to a signed-in caller. The query with a term is
-- planned for that very term (EXECUTE): a rare term reads the trigram index, a common one walks the
-- name index and stops at the limit.
CREATE OR REPLACE FUNCTION app.search_public_locations(term text, max_rows integer)
  RETURNS SETOF locations
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
DECLARE
  wanted integer := least(greatest(coalesce(max_rows, 5), 1), 20);
  cleaned text := coalesce(btrim(term), '');
BEGIN
  IF app.current_user_id() IS NULL THEN
    RETURN;
  END IF;
  IF cleaned = '' THEN
    RETURN QUERY SELECT l.* FROM public.locations l WHERE l.is_public ORDER BY l.name, l.id LIMIT wanted;
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'SELECT l.* FROM public.locations l
     WHERE l.is_public
       AND app.location_search_text(l.name, l.address, l.number, l.city, l.reference) LIKE app.contains_pattern($1)
     ORDER BY l.name, l.id
     LIMIT $2'
    USING cleaned, wanted;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.search_public_locations(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.search_public_locations(text, integer) TO eventos_app;
--> statement-breakpoint

-- locations: public venues are read by signed-in users only (visitors still see the venue of an
-- event they may see, through the events sub-select).
DROP POLICY locations_select ON locations;
--> statement-breakpoint
CREATE POLICY locations_select ON locations FOR SELECT TO eventos_app
  USING (
    (is_public AND (SELECT app.current_user_id()) IS NOT NULL)
    OR user_id = (SELECT app.current_user_id())
    OR EXISTS (SELECT 1 FROM events e WHERE e.location_id = locations.id)
  );
--> statement-breakpoint

-- selection_options: reference data everyone reads; only migrations write it.
ALTER TABLE selection_options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE selection_options FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON selection_options TO eventos_app;
--> statement-breakpoint
CREATE POLICY selection_options_select ON selection_options FOR SELECT TO eventos_app USING (true);
--> statement-breakpoint

-- geocode_cache: public geographic answers shared by every user; no user data in it.
ALTER TABLE geocode_cache ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE geocode_cache FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON geocode_cache TO eventos_app;
--> statement-breakpoint
CREATE POLICY geocode_cache_select ON geocode_cache FOR SELECT TO eventos_app USING (true);
--> statement-breakpoint
CREATE POLICY geocode_cache_insert ON geocode_cache FOR INSERT TO eventos_app WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY geocode_cache_update ON geocode_cache FOR UPDATE TO eventos_app USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY geocode_cache_delete ON geocode_cache FOR DELETE TO eventos_app USING (expires_at < now());
--> statement-breakpoint

-- Accessibility features a Brazilian venue lists; names in pt-BR with the other interface languages.
INSERT INTO selection_options (key, type, category, name, names) VALUES
  ('wheelchair_access', 'accessibility', 'mobility', 'Acesso para cadeira de rodas',
   '{"en": "Wheelchair access", "es": "Acceso para silla de ruedas", "zh": "轮椅通道", "ar": "مدخل للكراسي المتحركة"}'),
  ('step_free_route', 'accessibility', 'mobility', 'Rota sem degraus (rampas)',
   '{"en": "Step-free route (ramps)", "es": "Ruta sin escalones (rampas)", "zh": "无台阶通道（坡道）", "ar": "مسار بدون درجات (منحدرات)"}'),
  ('lift', 'accessibility', 'mobility', 'Elevador',
   '{"en": "Lift", "es": "Ascensor", "zh": "电梯", "ar": "مصعد"}'),
  ('accessible_toilet', 'accessibility', 'mobility', 'Banheiro acessível',
   '{"en": "Accessible toilet", "es": "Baño accesible", "zh": "无障碍卫生间", "ar": "دورة مياه مهيأة لذوي الإعاقة"}'),
  ('reserved_parking', 'accessibility', 'mobility', 'Vagas reservadas para pessoas com deficiência',
   '{"en": "Reserved parking for disabled people", "es": "Estacionamiento reservado para personas con discapacidad", "zh": "残障人士专用停车位", "ar": "مواقف مخصصة للأشخاص ذوي الإعاقة"}'),
  ('reserved_seating', 'accessibility', 'mobility', 'Assentos reservados',
   '{"en": "Reserved seating", "es": "Asientos reservados", "zh": "预留无障碍座位", "ar": "مقاعد مخصصة"}'),
  ('wheelchair_loan', 'accessibility', 'mobility', 'Empréstimo de cadeira de rodas',
   '{"en": "Wheelchair loan", "es": "Préstamo de silla de ruedas", "zh": "轮椅借用", "ar": "إعارة كراسي متحركة"}'),
  ('libras_interpretation', 'accessibility', 'hearing', 'Intérprete de Libras',
   '{"en": "Brazilian Sign Language (Libras) interpreter", "es": "Intérprete de lengua de señas brasileña (Libras)", "zh": "巴西手语（Libras）翻译", "ar": "مترجم لغة الإشارة البرازيلية (ليبراس)"}'),
  ('hearing_loop', 'accessibility', 'hearing', 'Aro magnético para aparelhos auditivos',
   '{"en": "Hearing loop", "es": "Bucle magnético para audífonos", "zh": "助听感应环路", "ar": "حلقة سمعية لأجهزة السمع"}'),
  ('live_captions', 'accessibility', 'hearing', 'Legendas em tempo real',
   '{"en": "Live captions", "es": "Subtítulos en tiempo real", "zh": "实时字幕", "ar": "ترجمة نصية مباشرة"}'),
  ('audio_description', 'accessibility', 'vision', 'Audiodescrição',
   '{"en": "Audio description", "es": "Audiodescripción", "zh": "口述影像", "ar": "وصف صوتي"}'),
  ('tactile_floor', 'accessibility', 'vision', 'Piso tátil',
   '{"en": "Tactile paving", "es": "Piso táctil", "zh": "盲道", "ar": "أرضية لمسية للمكفوفين"}'),
  ('braille_material', 'accessibility', 'vision', 'Material em braile',
   '{"en": "Braille material", "es": "Material en braille", "zh": "盲文资料", "ar": "مواد بطريقة برايل"}'),
  ('guide_dog_welcome', 'accessibility', 'vision', 'Cão-guia bem-vindo',
   '{"en": "Guide dogs welcome", "es": "Perros guía bienvenidos", "zh": "欢迎导盲犬", "ar": "يُسمح بكلاب الإرشاد"}'),
  ('quiet_room', 'accessibility', 'sensory', 'Sala silenciosa',
   '{"en": "Quiet room", "es": "Sala tranquila", "zh": "安静室", "ar": "غرفة هادئة"}'),
  ('priority_service', 'accessibility', 'services', 'Atendimento prioritário',
   '{"en": "Priority service", "es": "Atención prioritaria", "zh": "优先服务", "ar": "خدمة ذات أولوية"}');
