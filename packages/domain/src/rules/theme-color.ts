import { colord } from 'colord';
import { parseHexColor } from './color-contrast.ts';

/** Colour values of a theme (spec §5): a 3- or 6-digit hex with '#', or an HSL-like triple 'h s% l%'. */

const HSL_TRIPLE = /^(-?\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%$/;

/** A reference to another variable ('var(--x)' or '--x'): stored as typed, never applied. */
export function isVariableReference(value: string): boolean {
  const text = value.trim();
  return text.startsWith('var(') || text.startsWith('--');
}

/** Whether the text is a colour a theme accepts ('Cor inválida.' otherwise). */
export function isThemeColor(value: string): boolean {
  const text = value.trim();
  if (parseHexColor(text)) return true;
  const triple = HSL_TRIPLE.exec(text);
  return triple !== null && Number(triple[2]) <= 100 && Number(triple[3]) <= 100;
}

/** The colour as CSS: hex as typed, a triple as hsl(h s% l%); null for anything else (spec §4). */
export function themeColorCss(value: string | undefined | null): string | null {
  if (typeof value !== 'string' || isVariableReference(value) || !isThemeColor(value)) return null;
  const text = value.trim();
  return parseHexColor(text) ? text : `hsl(${text})`;
}

/** The colour as '#rrggbb' (for contrast maths and the colour picker); null when it is not one. */
export function themeColorToHex(value: string | undefined | null): string | null {
  const css = themeColorCss(value);
  if (!css) return null;
  const color = colord(css.replace(/^hsl\((\S+)\s+(\S+)\s+(\S+)\)$/, 'hsl($1, $2, $3)'));
  return color.isValid() ? color.toHex().slice(0, 7) : null;
}
