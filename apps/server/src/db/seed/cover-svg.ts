import type { CategoryKey } from '@eventos/domain';
import { COVER_GLYPHS } from './cover-glyphs.ts';
import { COVER_STYLES } from './cover-style.ts';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const TEXT_LEFT = 80;
const TEXT_WIDTH = 700;
const MAX_LINES = 3;
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap at `maxChars` characters a line (a longer single word keeps its own line). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** DejaVu Sans Bold averages about 0.68 em a character, with room for the wide ones. */
const CHAR_WIDTH_EM = 0.68;

/** The largest type size at which the title fits in three lines of the text column, and its lines. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const sizes = [76, 68, 60, 52, 46];
  for (const size of sizes) {
    const maxChars = Math.floor(TEXT_WIDTH / (size * CHAR_WIDTH_EM));
    const lines = wrapWords(title, maxChars);
    if (lines.length <= MAX_LINES && lines.every((l) => l.length <= maxChars)) return { size, lines };
  }
  const size = sizes.at(-1) ?? 46;
  return {
    size,
    lines: wrapWords(title, Math.floor(TEXT_WIDTH / (size * CHAR_WIDTH_EM))).slice(0, MAX_LINES),
  };
}

/** A 1200×630 cover: the category gradient, the title in large white type and the category symbol. */
export function renderCoverSvg(title: string, category: CategoryKey): string {
  const style = COVER_STYLES[category];
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.18);
  const firstBaseline = Math.round(
    COVER_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35 + 20,
  );
  const tspans = lines
    .map((l, i) => `<tspan x="${TEXT_LEFT}" y="${firstBaseline + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    '<g fill="#fff" fill-opacity="0.07"><circle cx="1130" cy="40" r="260"/><circle cx="60" cy="640" r="180"/></g>',
    '<g transform="translate(985 315)">',
    '<circle r="165" fill="#fff" fill-opacity="0.14"/>',
    `<g fill="#fff">${COVER_GLYPHS[category]}</g></g>`,
    `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${tspans}</text>`,
    '</svg>',
  ].join('');
}
