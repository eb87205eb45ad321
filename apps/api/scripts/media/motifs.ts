import type { ArtworkMotif } from '../../src/casino/game-catalogue.ts';

/**
 * Bold symbols of the games, drawn in a 100×100 box. `fill` is the motif's main paint (often a
 * gradient reference), `light` and `ink` the highlight and detail colours.
 */
export interface MotifPaint {
  fill: string;
  light: string;
  ink: string;
}

/** The name of a motif: each a game's thumbnail can show (`ArtworkMotif`), and the shield. */
export type MotifName = ArtworkMotif | 'shield';

const red = '#e5364a';
const green = '#16a34a';

function pips(positions: Array<[number, number]>, ink: string): string {
  return positions.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6.5" fill="${ink}"/>`).join('');
}

function heart(x: number, y: number, size: number, fill: string): string {
  const s = size / 24;
  return `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0 9C-13 0-12-12-5-12c3 0 5 2 5 4 0-2 2-4 5-4 7 0 8 12-5 21Z"/>`;
}

function spade(x: number, y: number, size: number, fill: string): string {
  const s = size / 24;
  return `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0-12C-13-3-12 8-5 8c2 0 4-1 4-3l-3 9h8l-3-9c0 2 2 3 4 3 7 0 8-11-5-20Z"/>`;
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

function wedges(count: number, radius: number, colours: (index: number) => string): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const a0 = (index * 2 * Math.PI) / count;
    const a1 = ((index + 1) * 2 * Math.PI) / count;
    const x0 = (50 + radius * Math.cos(a0)).toFixed(2);
    const y0 = (50 + radius * Math.sin(a0)).toFixed(2);
    const x1 = (50 + radius * Math.cos(a1)).toFixed(2);
    const y1 = (50 + radius * Math.sin(a1)).toFixed(2);
    parts.push(
      `<path d="M50 50L${x0} ${y0}A${radius} ${radius} 0 0 1 ${x1} ${y1}Z" fill="${colours(index)}"/>`,
    );
  }
  return parts.join('');
}

const motifs: Record<MotifName, (paint: MotifPaint) => string> = {
  dice: ({ fill, light, ink }) =>
    `<rect x="14" y="14" width="72" height="72" rx="16" fill="${light}" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M20 80h60a6 6 0 0 0 6-6v6a12 12 0 0 1-12 12H26a12 12 0 0 1-12-12v-6a6 6 0 0 0 6 6Z" fill="${fill}" opacity=".55"/>` +
    pips(
      [
        [32, 32],
        [68, 32],
        [50, 50],
        [32, 68],
        [68, 68],
      ],
      ink,
    ),
  cards: ({ fill, light, ink }) =>
    `<g transform="rotate(-14 50 56)"><rect x="20" y="16" width="44" height="64" rx="6" fill="${light}" stroke="${ink}" stroke-width="2.5"/>${heart(42, 50, 26, red)}</g>` +
    `<g transform="rotate(12 50 56)"><rect x="38" y="18" width="44" height="64" rx="6" fill="${light}" stroke="${ink}" stroke-width="2.5"/>${spade(60, 50, 24, ink)}<rect x="42" y="22" width="36" height="56" rx="4" fill="none" stroke="${fill}" stroke-width="2"/></g>`,
  ball: ({ light, ink }) =>
    `<circle cx="50" cy="50" r="40" fill="${light}" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M50 36l13 9-5 15H42l-5-15Z" fill="${ink}"/>` +
    `<path d="M50 10v10M63 45l16-6M58 60l9 14M42 60l-9 14M37 45l-16-6" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M50 10l9 7-9 6-9-6ZM90 50l-6 10-7-6 3-11ZM10 50l6 10 7-6-3-11ZM75 82l-12 1 2-9 10-2ZM25 82l12 1-2-9-10-2Z" fill="${ink}"/>`,
  trophy: ({ fill, light, ink }) =>
    `<path d="M28 22c-14 0-16 22 6 26M72 22c14 0 16 22-6 26" fill="none" stroke="${fill}" stroke-width="6"/>` +
    `<path d="M28 14h44v20c0 17-10 27-22 29-12-2-22-12-22-29Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<path d="M36 20h6v16c0 8 3 13 6 16-8-2-12-8-12-16Z" fill="${light}" opacity=".55"/>` +
    `<rect x="44" y="62" width="12" height="12" fill="${fill}"/><rect x="30" y="74" width="40" height="12" rx="3" fill="${ink}"/>` +
    `<path d="${starPath(50, 34, 8, 3.4)}" fill="${light}"/>`,
  roulette: ({ fill, light, ink }) =>
    `<circle cx="50" cy="50" r="44" fill="${fill}"/>` +
    wedges(18, 38, (index) => (index === 0 ? green : index % 2 === 0 ? red : ink)) +
    `<circle cx="50" cy="50" r="22" fill="${fill}"/><circle cx="50" cy="50" r="14" fill="${ink}"/>` +
    `<path d="M50 36v28M36 50h28" stroke="${light}" stroke-width="3"/><circle cx="50" cy="50" r="4" fill="${light}"/>` +
    `<circle cx="71" cy="24" r="5" fill="${light}"/>`,
  chip: ({ fill, light, ink }) =>
    `<circle cx="50" cy="50" r="42" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="45" y="8" width="10" height="14" rx="2" fill="${light}" transform="rotate(${index * 45} 50 50)"/>`,
    ).join('') +
    `<circle cx="50" cy="50" r="27" fill="${ink}" opacity=".35"/><circle cx="50" cy="50" r="27" fill="none" stroke="${light}" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<path d="${starPath(50, 50, 15, 6.5)}" fill="${light}"/>`,
  plane: ({ fill, light, ink }) =>
    `<path d="M8 86c20-4 40-14 56-32" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>` +
    `<g transform="rotate(-35 58 44)"><path d="M22 44c0-6 6-9 14-9h38c8 0 14 4 16 9-2 5-8 9-16 9H36c-8 0-14-3-14-9Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<path d="M50 35l-8-24h10l16 24ZM50 53l-8 24h10l16-24Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<path d="M26 38l-8-12h8l8 10Z" fill="${fill}"/><circle cx="76" cy="43" r="4" fill="${light}"/><rect x="90" y="34" width="3" height="20" rx="1.5" fill="${ink}"/></g>`,
  gift: ({ fill, light, ink }) =>
    `<rect x="16" y="42" width="68" height="46" rx="4" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<rect x="12" y="32" width="76" height="14" rx="3" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<rect x="45" y="32" width="10" height="56" fill="${light}"/>` +
    `<path d="M50 32c-10-14-26-16-24-6 2 7 14 6 24 6Zm0 0c10-14 26-16 24-6-2 7-14 6-24 6Z" fill="${light}" stroke="${ink}" stroke-width="2"/>`,
  crown: ({ fill, light, ink }) =>
    `<path d="M14 74l-4-44 22 18 18-30 18 30 22-18-4 44Z" fill="${fill}" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="14" y="74" width="72" height="12" rx="3" fill="${fill}" stroke="${ink}" stroke-width="2.5"/>` +
    `<circle cx="50" cy="58" r="6" fill="${red}"/><circle cx="30" cy="62" r="4" fill="${light}"/><circle cx="70" cy="62" r="4" fill="${light}"/>` +
    `<circle cx="10" cy="30" r="4" fill="${light}"/><circle cx="50" cy="18" r="4" fill="${light}"/><circle cx="90" cy="30" r="4" fill="${light}"/>`,
  reels: ({ fill, light, ink }) =>
    `<rect x="6" y="20" width="88" height="62" rx="10" fill="${fill}" stroke="${ink}" stroke-width="2.5"/>` +
    [14, 40, 66]
      .map(
        (x) =>
          `<rect x="${x}" y="28" width="20" height="46" rx="4" fill="${light}" stroke="${ink}" stroke-width="1.5"/>`,
      )
      .join('') +
    `<circle cx="21" cy="54" r="4.5" fill="${red}"/><circle cx="28" cy="56" r="4.5" fill="${red}"/><path d="M21 50c0-6 3-9 7-10M28 52c0-5-2-9 0-12" stroke="${green}" stroke-width="1.6" fill="none"/>` +
    `<path d="${starPath(50, 51, 8.5, 3.6)}" fill="#f5b700" stroke="${ink}" stroke-width="1"/>` +
    `<rect x="69" y="46" width="14" height="10" rx="2" fill="${ink}"/>` +
    `<path d="M94 36h4v24h-4" fill="none" stroke="${ink}" stroke-width="2"/><circle cx="98" cy="32" r="4" fill="${red}"/>`,
  star: ({ fill, light, ink }) =>
    `<path d="${starPath(50, 52, 42, 18)}" fill="${fill}" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${starPath(50, 52, 20, 8.5)}" fill="${light}" opacity=".7"/>`,
  coin: ({ fill, light, ink }) =>
    `<ellipse cx="50" cy="56" rx="40" ry="38" fill="${ink}" opacity=".45"/>` +
    `<circle cx="50" cy="50" r="40" fill="${fill}" stroke="${ink}" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${light}" stroke-width="3"/>` +
    `<path d="${starPath(50, 50, 16, 7)}" fill="${light}"/>`,
  bingo: ({ fill, light, ink }) =>
    `<circle cx="40" cy="44" r="32" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="40" cy="44" r="17" fill="${light}"/>` +
    `<circle cx="40" cy="44" r="8" fill="none" stroke="${ink}" stroke-width="4"/>` +
    `<circle cx="74" cy="70" r="20" fill="${red}" stroke="${ink}" stroke-width="2"/><circle cx="74" cy="70" r="10" fill="${light}"/>` +
    `<path d="M70 66h6v10" fill="none" stroke="${ink}" stroke-width="3"/>`,
  tv: ({ fill, light, ink }) =>
    `<path d="M36 10l14 14 14-14" fill="none" stroke="${light}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="8" y="24" width="84" height="58" rx="10" fill="${fill}" stroke="${ink}" stroke-width="2.5"/>` +
    `<rect x="16" y="32" width="60" height="42" rx="5" fill="${ink}"/>` +
    `<path d="M38 42v22l18-11Z" fill="${light}"/><circle cx="84" cy="42" r="3.5" fill="${light}"/><circle cx="84" cy="54" r="3.5" fill="${light}"/>` +
    `<rect x="26" y="84" width="10" height="6" fill="${ink}"/><rect x="64" y="84" width="10" height="6" fill="${ink}"/>`,
  shield: ({ fill, light, ink }) =>
    `<path d="M50 8l36 12v26c0 22-16 38-36 46C30 84 14 68 14 46V20Z" fill="${fill}" stroke="${ink}" stroke-width="2.5"/>` +
    `<path d="M34 50l11 11 22-24" fill="none" stroke="${light}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** One motif placed at (x, y) with the given size (its 100×100 box scaled) and rotation. */
export function placeMotif(
  name: MotifName,
  paint: MotifPaint,
  { x, y, size, rotate = 0 }: { x: number; y: number; size: number; rotate?: number },
): string {
  const scale = (size / 100).toFixed(4);
  const half = size / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate.toFixed(1)} ${half.toFixed(1)} ${half.toFixed(1)}) scale(${scale})">${motifs[name](paint)}</g>`;
}
