-- Issue 21: visual themes (spec §3, §5, §7). Administrators manage every row (RLS); everyone else
-- reads only the theme the app applies today, through app.applied_theme(today).
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"colors" jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"base_color" text DEFAULT '#6750A4' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_name_length_check" CHECK (char_length("name") BETWEEN 2 AND 60),
	CONSTRAINT "themes_description_length_check" CHECK ("description" IS NULL OR char_length("description") <= 500),
	CONSTRAINT "themes_priority_check" CHECK ("priority" BETWEEN 0 AND 100),
	CONSTRAINT "themes_colors_check" CHECK (coalesce(
	  jsonb_typeof("colors" -> 'light') = 'object' AND jsonb_typeof("colors" -> 'dark') = 'object', false)),
	CONSTRAINT "themes_window_check" CHECK ("start_date" IS NULL OR "end_date" IS NULL OR "end_date" >= "start_date")
);
--> statement-breakpoint
-- Only one theme can be selected at a time (spec §4): selecting clears the others first.
CREATE UNIQUE INDEX "themes_one_selected_idx" ON "themes" ((true)) WHERE "is_selected";
--> statement-breakpoint
CREATE INDEX "themes_priority_idx" ON "themes" ("priority" DESC, "updated_at" DESC);
--> statement-breakpoint
-- Whether a theme shows on 'today' (spec §5 Theme visibility), the same rule as the domain's
-- isThemeVisible: active, and no dates (always), or an end date reached from the start (or from
-- any day when there is no start); a start without an end is excluded. Both ends are included.
CREATE OR REPLACE FUNCTION app.theme_visible(is_active boolean, start_date date, end_date date, today date)
  RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(is_active, false) AND (
    (start_date IS NULL AND end_date IS NULL)
    OR (end_date IS NOT NULL AND today <= end_date AND (start_date IS NULL OR today >= start_date)))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.theme_visible(boolean, date, date, date) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.theme_visible(boolean, date, date, date) TO eventos_app;
--> statement-breakpoint
ALTER TABLE "themes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "themes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "themes" TO eventos_app;
--> statement-breakpoint
-- Theme management is for administrators only (spec §6), read from the database on each statement.
CREATE POLICY themes_admin_select ON "themes" FOR SELECT TO eventos_app
  USING ((SELECT app.is_admin()));
--> statement-breakpoint
CREATE POLICY themes_admin_insert ON "themes" FOR INSERT TO eventos_app
  WITH CHECK ((SELECT app.is_admin()));
--> statement-breakpoint
CREATE POLICY themes_admin_update ON "themes" FOR UPDATE TO eventos_app
  USING ((SELECT app.is_admin())) WITH CHECK ((SELECT app.is_admin()));
--> statement-breakpoint
CREATE POLICY themes_admin_delete ON "themes" FOR DELETE TO eventos_app
  USING ((SELECT app.is_admin()));
--> statement-breakpoint
-- The theme the app applies on 'today' (a calendar day in the events' time zone), for everyone,
-- visitors included: the selected theme when it is visible (the administrator's pin), otherwise the
-- visible theme with the highest priority, the latest edited first (the domain's pickAppliedTheme).
-- It answers that one theme's public fields and nothing else; no row means the default palette.
CREATE OR REPLACE FUNCTION app.applied_theme(today date)
  RETURNS TABLE (id uuid, name text, colors jsonb, updated_at timestamp with time zone)
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 1
  SET search_path = pg_catalog, public
AS $$
  SELECT t.id, t.name, t.colors, t.updated_at
  FROM public.themes t
  WHERE app.theme_visible(t.is_active, t.start_date, t.end_date, today)
  ORDER BY t.is_selected DESC, t.priority DESC, t.updated_at DESC, t.id
  LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.applied_theme(date) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.applied_theme(date) TO eventos_app;
--> statement-breakpoint
-- The themes every install starts with (spec §3 known names). Palettes come from the web app's
-- generator (generateThemeColors of the base colour; the default one is DEFAULT_THEME_COLORS).
-- The seasonal windows are those of the coming season: administrators move them each year from the
-- theme management page (seasonal changes need no deploy); outside its window a seasonal theme simply
-- does not show. The business theme ships inactive, for an administrator to switch on.
INSERT INTO "themes" ("name", "description", "priority", "colors", "start_date", "end_date", "is_active", "base_color") VALUES
  ('default', 'Tema padrão do Eventos.', 0,
   '{"light":{"primary":"#6750a4","on-primary":"#ffffff","primary-container":"#e9ddff","on-primary-container":"#4f378a","secondary":"#625b71","on-secondary":"#ffffff","secondary-container":"#e8def8","on-secondary-container":"#4a4458","tertiary":"#7e5260","on-tertiary":"#ffffff","tertiary-container":"#ffd9e3","on-tertiary-container":"#633b48","error":"#ba1a1a","on-error":"#ffffff","error-container":"#ffdad6","on-error-container":"#93000a","success":"#006d43","on-success":"#ffffff","success-container":"#92f7bc","on-success-container":"#002111","warning":"#974806","on-warning":"#ffffff","warning-container":"#ffdbc8","on-warning-container":"#321300","interest":"#b4047e","on-interest":"#ffffff","interest-container":"#ffd8e8","on-interest-container":"#3c0028","background":"#fef7ff","on-background":"#1d1b20","surface":"#ffffff","on-surface":"#1d1b20","surface-variant":"#e7e0eb","on-surface-variant":"#49454e","outline":"#7a757f","outline-variant":"#cac4cf","border":"#cac4cf","input":"#7a757f","ring":"#6750a4","muted":"#ece6ee","on-muted":"#49454e","accent":"#e8def8","on-accent":"#4a4458","destructive":"#ba1a1a","on-destructive":"#ffffff","card":"#ffffff","card-foreground":"#1d1b20","popover":"#f2ecf4","popover-foreground":"#1d1b20","primary-foreground":"#ffffff","secondary-foreground":"#ffffff","accent-foreground":"#4a4458"},"dark":{"primary":"#cfbcff","on-primary":"#381e72","primary-container":"#4f378a","on-primary-container":"#e9ddff","secondary":"#cbc2db","on-secondary":"#332d41","secondary-container":"#4a4458","on-secondary-container":"#e8def8","tertiary":"#efb8c8","on-tertiary":"#4a2532","tertiary-container":"#633b48","on-tertiary-container":"#ffd9e3","error":"#ffb4ab","on-error":"#690005","error-container":"#93000a","on-error-container":"#ffdad6","success":"#76daa1","on-success":"#003920","success-container":"#005231","on-success-container":"#92f7bc","warning":"#ffb68a","on-warning":"#522300","warning-container":"#743400","on-warning-container":"#ffdbc8","interest":"#ffafd6","on-interest":"#620043","interest-container":"#8a0060","on-interest-container":"#ffd8e8","background":"#141218","on-background":"#e6e0e9","surface":"#1d1b20","on-surface":"#e6e0e9","surface-variant":"#49454e","on-surface-variant":"#cac4cf","outline":"#948f99","outline-variant":"#49454e","border":"#49454e","input":"#948f99","ring":"#cfbcff","muted":"#2b292f","on-muted":"#cac4cf","accent":"#4a4458","on-accent":"#e8def8","destructive":"#ffb4ab","on-destructive":"#690005","card":"#1d1b20","card-foreground":"#e6e0e9","popover":"#2b292f","popover-foreground":"#e6e0e9","primary-foreground":"#381e72","secondary-foreground":"#332d41","accent-foreground":"#e8def8"}}'::jsonb,
   NULL, NULL, true, '#6750A4'),
  ('business', 'Tema sóbrio em azul-marinho para períodos corporativos.', 10,
   '{"light":{"primary":"#275ea7","on-primary":"#ffffff","primary-container":"#d6e3ff","on-primary-container":"#00468b","secondary":"#555f71","on-secondary":"#ffffff","secondary-container":"#d9e3f9","on-secondary-container":"#3e4758","tertiary":"#6f5675","on-tertiary":"#ffffff","tertiary-container":"#f9d8fe","on-tertiary-container":"#563e5c","error":"#ba1a1a","on-error":"#ffffff","error-container":"#ffdad6","on-error-container":"#93000a","background":"#f9f9ff","on-background":"#191c20","surface":"#ffffff","on-surface":"#191c20","surface-variant":"#e0e2ec","on-surface-variant":"#43474e","outline":"#74777f","outline-variant":"#c4c6cf","border":"#c4c6cf","input":"#74777f","ring":"#275ea7","muted":"#e7e8ee","on-muted":"#43474e","accent":"#d9e3f9","on-accent":"#3e4758","destructive":"#ba1a1a","on-destructive":"#ffffff","card":"#ffffff","card-foreground":"#191c20","popover":"#ededf4","popover-foreground":"#191c20","primary-foreground":"#ffffff","secondary-foreground":"#ffffff","accent-foreground":"#3e4758","success":"#006d43","on-success":"#ffffff","success-container":"#92f7bc","on-success-container":"#002111","warning":"#974806","on-warning":"#ffffff","warning-container":"#ffdbc8","on-warning-container":"#321300","interest":"#b4047e","on-interest":"#ffffff","interest-container":"#ffd8e8","on-interest-container":"#3c0028"},"dark":{"primary":"#a9c7ff","on-primary":"#003063","primary-container":"#00468b","on-primary-container":"#d6e3ff","secondary":"#bdc7dc","on-secondary":"#273141","secondary-container":"#3e4758","on-secondary-container":"#d9e3f9","tertiary":"#dcbce1","on-tertiary":"#3e2845","tertiary-container":"#563e5c","on-tertiary-container":"#f9d8fe","error":"#ffb4ab","on-error":"#690005","error-container":"#93000a","on-error-container":"#ffdad6","background":"#111318","on-background":"#e2e2e9","surface":"#191c20","on-surface":"#e2e2e9","surface-variant":"#43474e","on-surface-variant":"#c4c6cf","outline":"#8e9099","outline-variant":"#43474e","border":"#43474e","input":"#8e9099","ring":"#a9c7ff","muted":"#282a2f","on-muted":"#c4c6cf","accent":"#3e4758","on-accent":"#d9e3f9","destructive":"#ffb4ab","on-destructive":"#690005","card":"#191c20","card-foreground":"#e2e2e9","popover":"#282a2f","popover-foreground":"#e2e2e9","primary-foreground":"#003063","secondary-foreground":"#273141","accent-foreground":"#d9e3f9","success":"#76daa1","on-success":"#003920","success-container":"#005231","on-success-container":"#92f7bc","warning":"#ffb68a","on-warning":"#522300","warning-container":"#743400","on-warning-container":"#ffdbc8","interest":"#ffafd6","on-interest":"#620043","interest-container":"#8a0060","on-interest-container":"#ffd8e8"}}'::jsonb,
   NULL, NULL, false, '#1F4E8C'),
  ('carnival', 'Tema de Carnaval: cores vibrantes para a folia.', 50,
   '{"light":{"primary":"#8c33b3","on-primary":"#ffffff","primary-container":"#f8d8ff","on-primary-container":"#721199","secondary":"#69596d","on-secondary":"#ffffff","secondary-container":"#f1dcf4","on-secondary-container":"#504255","tertiary":"#815250","on-tertiary":"#ffffff","tertiary-container":"#ffdad8","on-tertiary-container":"#663b39","error":"#ba1a1a","on-error":"#ffffff","error-container":"#ffdad6","on-error-container":"#93000a","background":"#fff7fb","on-background":"#1f1a1f","surface":"#ffffff","on-surface":"#1f1a1f","surface-variant":"#ebdfe9","on-surface-variant":"#4c444d","outline":"#7d747d","outline-variant":"#cec3cd","border":"#cec3cd","input":"#7d747d","ring":"#8c33b3","muted":"#efe5ed","on-muted":"#4c444d","accent":"#f1dcf4","on-accent":"#504255","destructive":"#ba1a1a","on-destructive":"#ffffff","card":"#ffffff","card-foreground":"#1f1a1f","popover":"#f5ebf2","popover-foreground":"#1f1a1f","primary-foreground":"#ffffff","secondary-foreground":"#ffffff","accent-foreground":"#504255","success":"#006d43","on-success":"#ffffff","success-container":"#92f7bc","on-success-container":"#002111","warning":"#974806","on-warning":"#ffffff","warning-container":"#ffdbc8","on-warning-container":"#321300","interest":"#b4047e","on-interest":"#ffffff","interest-container":"#ffd8e8","on-interest-container":"#3c0028"},"dark":{"primary":"#ebb2ff","on-primary":"#520071","primary-container":"#721199","on-primary-container":"#f8d8ff","secondary":"#d4c0d7","on-secondary":"#392c3d","secondary-container":"#504255","on-secondary-container":"#f1dcf4","tertiary":"#f5b7b5","on-tertiary":"#4c2524","tertiary-container":"#663b39","on-tertiary-container":"#ffdad8","error":"#ffb4ab","on-error":"#690005","error-container":"#93000a","on-error-container":"#ffdad6","background":"#161217","on-background":"#e9e0e7","surface":"#1f1a1f","on-surface":"#e9e0e7","surface-variant":"#4c444d","on-surface-variant":"#cec3cd","outline":"#978e97","outline-variant":"#4c444d","border":"#4c444d","input":"#978e97","ring":"#ebb2ff","muted":"#2d282e","on-muted":"#cec3cd","accent":"#504255","on-accent":"#f1dcf4","destructive":"#ffb4ab","on-destructive":"#690005","card":"#1f1a1f","card-foreground":"#e9e0e7","popover":"#2d282e","popover-foreground":"#e9e0e7","primary-foreground":"#520071","secondary-foreground":"#392c3d","accent-foreground":"#f1dcf4","success":"#76daa1","on-success":"#003920","success-container":"#005231","on-success-container":"#92f7bc","warning":"#ffb68a","on-warning":"#522300","warning-container":"#743400","on-warning-container":"#ffdbc8","interest":"#ffafd6","on-interest":"#620043","interest-container":"#8a0060","on-interest-container":"#ffd8e8"}}'::jsonb,
   '2027-02-01'::date, '2027-03-15'::date, true, '#7B1FA2'),
  ('christmas', 'Tema de Natal em vermelho.', 50,
   '{"light":{"primary":"#b4271f","on-primary":"#ffffff","primary-container":"#ffdad5","on-primary-container":"#910809","secondary":"#775652","on-secondary":"#ffffff","secondary-container":"#ffdad5","on-secondary-container":"#5d3f3b","tertiary":"#705c2e","on-tertiary":"#ffffff","tertiary-container":"#fcdfa6","on-tertiary-container":"#574419","error":"#ba1a1a","on-error":"#ffffff","error-container":"#ffdad6","on-error-container":"#93000a","background":"#fff8f7","on-background":"#231918","surface":"#ffffff","on-surface":"#231918","surface-variant":"#f5ddda","on-surface-variant":"#534341","outline":"#857370","outline-variant":"#d8c2be","border":"#d8c2be","input":"#857370","ring":"#b4271f","muted":"#f7e4e1","on-muted":"#534341","accent":"#ffdad5","on-accent":"#5d3f3b","destructive":"#ba1a1a","on-destructive":"#ffffff","card":"#ffffff","card-foreground":"#231918","popover":"#fceae7","popover-foreground":"#231918","primary-foreground":"#ffffff","secondary-foreground":"#ffffff","accent-foreground":"#5d3f3b","success":"#426900","on-success":"#ffffff","success-container":"#c2f280","on-success-container":"#112000","warning":"#974806","on-warning":"#ffffff","warning-container":"#ffdbc8","on-warning-container":"#321300","interest":"#ba1538","on-interest":"#ffffff","interest-container":"#ffdada","on-interest-container":"#40000c"},"dark":{"primary":"#ffb4aa","on-primary":"#690003","primary-container":"#910809","on-primary-container":"#ffdad5","secondary":"#e7bdb7","on-secondary":"#442926","secondary-container":"#5d3f3b","on-secondary-container":"#ffdad5","tertiary":"#dfc38c","on-tertiary":"#3e2e04","tertiary-container":"#574419","on-tertiary-container":"#fcdfa6","error":"#ffb4ab","on-error":"#690005","error-container":"#93000a","on-error-container":"#ffdad6","background":"#1a1110","on-background":"#f1dedc","surface":"#231918","on-surface":"#f1dedc","surface-variant":"#534341","on-surface-variant":"#d8c2be","outline":"#a08c89","outline-variant":"#534341","border":"#534341","input":"#a08c89","ring":"#ffb4aa","muted":"#322826","on-muted":"#d8c2be","accent":"#5d3f3b","on-accent":"#ffdad5","destructive":"#ffb4ab","on-destructive":"#690005","card":"#231918","card-foreground":"#f1dedc","popover":"#322826","popover-foreground":"#f1dedc","primary-foreground":"#690003","secondary-foreground":"#442926","accent-foreground":"#ffdad5","success":"#a7d567","on-success":"#203600","success-container":"#314f00","on-success-container":"#c2f280","warning":"#ffb68a","on-warning":"#522300","warning-container":"#743400","on-warning-container":"#ffdbc8","interest":"#ffb3b5","on-interest":"#680019","interest-container":"#920027","on-interest-container":"#ffdada"}}'::jsonb,
   '2026-12-01'::date, '2026-12-31'::date, true, '#B3261E');
