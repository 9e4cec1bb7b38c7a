import type { CategoryKey } from '@eventos/domain';

/** SVG shapes of each category's symbol, white, centred on (0, 0) within about ±100 px. */
function star(points: number, outer: number, inner: number): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${(radius * Math.cos(angle)).toFixed(1)},${(radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${corners.join(' ')}"/>`;
}

const stroke = (width: number) => `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round"`;

export const COVER_GLYPHS: Record<CategoryKey, string> = {
  business_professional: [
    `<rect x="-32" y="-78" width="64" height="44" rx="10" ${stroke(12)}/>`,
    '<rect x="-90" y="-45" width="180" height="120" rx="16"/>',
  ].join(''),
  social_gatherings: [
    '<circle cx="-62" cy="-25" r="24"/><circle cx="62" cy="-25" r="24"/><circle cx="0" cy="-42" r="30"/>',
    '<ellipse cx="-62" cy="48" rx="40" ry="32"/><ellipse cx="62" cy="48" rx="40" ry="32"/>',
    '<ellipse cx="0" cy="42" rx="50" ry="44"/>',
  ].join(''),
  arts_culture: [
    '<ellipse cx="-42" cy="58" rx="34" ry="25"/><rect x="-14" y="-85" width="13" height="145"/>',
    '<path d="M-1,-85 L78,-62 L78,-28 L-1,-51 Z"/>',
  ].join(''),
  community_causes: '<path d="M0,78 C-120,0 -85,-100 0,-42 C85,-100 120,0 0,78 Z"/>',
  food_drink: [
    '<path d="M-75,-35 L45,-35 L35,65 Q-15,80 -65,65 Z"/>',
    `<circle cx="55" cy="10" r="28" ${stroke(12)}/>`,
    `<path d="M-45,-60 q12,-15 0,-30 M-15,-60 q12,-15 0,-30 M15,-60 q12,-15 0,-30" ${stroke(8)}/>`,
  ].join(''),
  sports_fitness: [
    `<circle r="88" ${stroke(12)}/>`,
    `<path d="M-88,0 L88,0 M0,-88 C-50,-40 -50,40 0,88 M0,-88 C50,-40 50,40 0,88" ${stroke(10)}/>`,
  ].join(''),
  education_learning: [
    '<path d="M-110,-20 L0,-68 L110,-20 L0,28 Z"/>',
    '<path d="M-60,5 L-60,50 Q0,85 60,50 L60,5 L0,32 Z"/>',
    `<path d="M95,-15 L95,45" ${stroke(8)}/><circle cx="95" cy="52" r="11"/>`,
  ].join(''),
  health_wellness: [
    '<rect x="-28" y="-88" width="56" height="176" rx="14"/>',
    '<rect x="-88" y="-28" width="176" height="56" rx="14"/>',
  ].join(''),
  religious_spiritual: [
    '<circle cx="0" cy="-52" r="46" fill-opacity="0.3"/>',
    '<path d="M0,-98 C32,-62 30,-34 0,-22 C-30,-34 -32,-62 0,-98 Z"/>',
    '<rect x="-26" y="-8" width="52" height="96" rx="8"/>',
  ].join(''),
  travel_exploration: [
    '<circle cx="50" cy="-52" r="26"/>',
    '<path d="M-110,75 L-38,-45 L28,75 Z"/><path d="M-12,75 L48,-8 L110,75 Z"/>',
  ].join(''),
  family_kids: [
    '<ellipse cx="-35" cy="-35" rx="38" ry="48"/><ellipse cx="40" cy="-18" rx="34" ry="44"/>',
    `<path d="M-35,13 Q-20,50 0,90 M40,26 Q25,60 0,90" ${stroke(5)}/>`,
  ].join(''),
  other: [star(5, 92, 40), '<circle cx="80" cy="-70" r="12"/><circle cx="-85" cy="65" r="9"/>'].join(''),
};
