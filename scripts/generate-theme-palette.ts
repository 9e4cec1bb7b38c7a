/**
 * Prints the default theme palette (base colour #6750A4, backgrounds pinned to the spec's fallback
 * colours) as the object of DEFAULT_THEME_COLORS (packages/domain/src/catalogue/theme-tokens.ts) and as
 * the CSS variables of apps/web/src/index.css; commit the printed values. `--check` verifies that both
 * still equal what the generator builds (exit code 1 when they drifted).
 *
 *   npx tsx scripts/generate-theme-palette.ts [--check]
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_THEME_BASE_COLOR, DEFAULT_THEME_COLORS, THEME_COLOR_TOKENS } from '@eventos/domain';
import { defaultThemeColors } from '../apps/web/src/lib/theme/generate-palette.ts';

const colors = defaultThemeColors(DEFAULT_THEME_BASE_COLOR);

/** The CSS variables declared in the first block of index.css whose selector matches. */
function cssVariables(css: string, selector: RegExp): Record<string, string> {
  const block = selector.exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

function check(): boolean {
  const css = readFileSync(new URL('../apps/web/src/index.css', import.meta.url), 'utf8');
  const blocks = [
    ['light', /:root,\s*:root\.light\s*\{([^}]*)\}/],
    ['dark', /:root\.dark\s*\{([^}]*)\}/],
  ] as const;
  let ok = isDeepStrictEqual(colors, DEFAULT_THEME_COLORS);
  if (!ok) console.log('DEFAULT_THEME_COLORS differs from the generator.');
  for (const [mode, selector] of blocks) {
    const declared = cssVariables(css, selector);
    for (const token of THEME_COLOR_TOKENS) {
      if (declared[token] === colors[mode][token]) continue;
      console.log(
        `index.css ${selector.source}: --${token} is ${declared[token]}, expected ${colors[mode][token]}`,
      );
      ok = false;
    }
  }
  for (const token of THEME_COLOR_TOKENS) {
    if (css.includes(`--color-${token}: var(--${token});`)) continue;
    console.log(`index.css: no Tailwind colour --color-${token}`);
    ok = false;
  }
  if (ok) console.log('The default palette in the domain and in index.css is up to date.');
  return ok;
}

if (process.argv.includes('--check')) process.exit(check() ? 0 : 1);

console.log('export const DEFAULT_THEME_COLORS: ThemeColors = {');
for (const mode of ['light', 'dark'] as const) {
  console.log(`  ${mode}: {`);
  for (const token of THEME_COLOR_TOKENS) console.log(`    '${token}': '${colors[mode][token]}',`);
  console.log('  },');
}
console.log('};\n');
for (const mode of ['light', 'dark'] as const) {
  console.log(`/* ${mode} */`);
  for (const token of THEME_COLOR_TOKENS) console.log(`  --${token}: ${colors[mode][token]};`);
}
