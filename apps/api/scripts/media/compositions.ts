import { type MotifName, type MotifPaint, placeMotif } from './motifs.ts';
import { type Palette, type PaletteName, palettes, seededRandom } from './palettes.ts';

/** What one piece of artwork shows: a palette and its motifs, the first being the hero. */
export interface Artwork {
  /** Names the artwork; seeds its random layout and its gradient ids. */
  id: string;
  palette: PaletteName;
  motifs: [MotifName, ...MotifName[]];
}

/** Where the artwork leaves room for the headline the site puts on top. */
type TextRoom = 'left' | 'bottom' | 'none';

const headingFont = "Montserrat, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function document(width: number, height: number, defs: string, body: string, label?: string) {
  const labelled = label ? ` role="img" aria-label="${escapeText(label)}"` : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${labelled}><defs>${defs}</defs>${body}</svg>\n`;
}

function paintDefs(prefix: string, palette: Palette): string {
  return (
    `<linearGradient id="${prefix}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>` +
    `<linearGradient id="${prefix}-accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent[0]}"/><stop offset="1" stop-color="${palette.accent[1]}"/></linearGradient>` +
    `<radialGradient id="${prefix}-glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".75"/><stop offset=".55" stop-color="${palette.glow}" stop-opacity=".18"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`
  );
}

function motifPaint(prefix: string, palette: Palette): MotifPaint {
  return { fill: `url(#${prefix}-accent)`, light: palette.light, ink: palette.ink };
}

function sparks(
  random: () => number,
  palette: Palette,
  width: number,
  height: number,
  count: number,
) {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = (random() * width).toFixed(1);
    const y = (random() * height).toFixed(1);
    const colour = palette.sparks[index % palette.sparks.length];
    const size = 2 + random() * Math.max(3, height / 60);
    const opacity = (0.25 + random() * 0.5).toFixed(2);
    parts.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${(size / 2).toFixed(1)}" fill="${colour}" opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${size.toFixed(1)}" height="${(size * 2.2).toFixed(1)}" rx="1" fill="${colour}" opacity="${opacity}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
}

function stripes(prefix: string, width: number, height: number): string {
  const step = Math.max(width, height) / 6;
  return Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="${(width * 0.35 + index * step).toFixed(1)}" y="${(-height).toFixed(1)}" width="${(step / 3).toFixed(1)}" height="${(height * 3).toFixed(1)}" fill="url(#${prefix}-accent)" opacity=".06" transform="rotate(28 ${width / 2} ${height / 2})"/>`,
  ).join('');
}

/** The shade that keeps the site's headline readable over the artwork. */
function textShade(prefix: string, room: TextRoom, width: number, height: number) {
  if (room === 'none') return { defs: '', body: '' };
  const horizontal = room === 'left';
  const defs = `<linearGradient id="${prefix}-shade" x1="0" y1="${horizontal ? 0 : 1}" x2="${horizontal ? 1 : 0}" y2="0"><stop offset="0" stop-color="#0b1220" stop-opacity=".88"/><stop offset=".55" stop-color="#0b1220" stop-opacity=".35"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></linearGradient>`;
  return {
    defs,
    body: `<rect width="${width}" height="${height}" fill="url(#${prefix}-shade)"/>`,
  };
}

/**
 * A scene: gradient background, glow, stripes, confetti, the hero motif with its companions at
 * (cx, cy), and a shade where the headline goes.
 */
function scene(
  artwork: Artwork,
  {
    width,
    height,
    cx,
    cy,
    heroSize,
    room,
    sparkCount,
  }: {
    width: number;
    height: number;
    cx: number;
    cy: number;
    heroSize: number;
    room: TextRoom;
    sparkCount: number;
  },
): string {
  const palette = palettes[artwork.palette];
  const prefix = `${artwork.id}-${width}x${height}`;
  const random = seededRandom(prefix);
  const paint = motifPaint(prefix, palette);
  const [hero, ...companions] = artwork.motifs;
  const companionParts = companions.map((motif, index) => {
    const angle = (index / Math.max(1, companions.length)) * Math.PI * 2 + 0.7;
    const distance = heroSize * (0.62 + random() * 0.12);
    const size = heroSize * (0.38 + random() * 0.12);
    return placeMotif(motif, paint, {
      x: cx + Math.cos(angle) * distance - size / 2,
      y: cy + Math.sin(angle) * distance * 0.7 - size / 2,
      size,
      rotate: (random() - 0.5) * 50,
    });
  });
  const shade = textShade(prefix, room, width, height);
  const defs = paintDefs(prefix, palette) + shade.defs;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-bg)"/>` +
    stripes(prefix, width, height) +
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(heroSize * 1.1).toFixed(1)}" fill="url(#${prefix}-glow)"/>` +
    sparks(random, palette, width, height, sparkCount) +
    companionParts.join('') +
    placeMotif(hero, paint, {
      x: cx - heroSize / 2,
      y: cy - heroSize / 2,
      size: heroSize,
      rotate: (random() - 0.5) * 16,
    }) +
    shade.body;
  return document(width, height, defs, body);
}

/** The three banner sizes of SPEC §2: default (mobile), medium (≥992 px), large (≥1200 px). */
export const bannerSizes = {
  default: { width: 750, height: 420 },
  medium: { width: 1200, height: 400 },
  large: { width: 1920, height: 480 },
} as const;

/** A carousel slide's artwork in one size; the headline is left to the site (shade on the left). */
export function bannerArtwork(artwork: Artwork, size: keyof typeof bannerSizes): string {
  const { width, height } = bannerSizes[size];
  const mobile = size === 'default';
  return scene(artwork, {
    width,
    height,
    cx: width * (mobile ? 0.7 : 0.74),
    cy: height * (mobile ? 0.4 : 0.5),
    heroSize: height * (mobile ? 0.5 : 0.62),
    room: mobile ? 'bottom' : 'left',
    sparkCount: mobile ? 26 : 44,
  });
}

/** The popup's three sizes: default (mobile portrait), medium (≥992 px), large (≥1200 px). */
export const popupSizes = {
  default: { width: 600, height: 800 },
  medium: { width: 900, height: 600 },
  large: { width: 1200, height: 675 },
} as const;

/** The popup artwork in one size: a centred gift scene. */
export function popupArtwork(artwork: Artwork, size: keyof typeof popupSizes): string {
  const { width, height } = popupSizes[size];
  return scene(artwork, {
    width,
    height,
    cx: width / 2,
    cy: height / 2,
    heroSize: Math.min(width, height) * 0.46,
    room: 'none',
    sparkCount: 60,
  });
}

/** A promotion card image (16:9), the motif to the right of centre. */
export function promotionArtwork(artwork: Artwork): string {
  return scene(artwork, {
    width: 800,
    height: 450,
    cx: 520,
    cy: 225,
    heroSize: 250,
    room: 'none',
    sparkCount: 36,
  });
}

/** A casino category icon: the motif on a rounded gradient tile. */
export function categoryIcon(artwork: Artwork): string {
  const palette = palettes[artwork.palette];
  const prefix = `${artwork.id}-icon`;
  const body =
    `<rect width="96" height="96" rx="20" fill="url(#${prefix}-bg)"/>` +
    `<circle cx="48" cy="48" r="44" fill="url(#${prefix}-glow)"/>` +
    placeMotif(artwork.motifs[0], motifPaint(prefix, palette), { x: 16, y: 16, size: 64 });
  return document(96, 96, paintDefs(prefix, palette), body);
}

/** A game thumbnail for the top-winners list: artwork with the game's name underneath. */
export function gameThumbnail(artwork: Artwork, name: string): string {
  const palette = palettes[artwork.palette];
  const prefix = `${artwork.id}-thumb`;
  const random = seededRandom(prefix);
  const fontSize = name.length > 16 ? 19 : 23;
  const body =
    `<rect width="240" height="240" rx="24" fill="url(#${prefix}-bg)"/>` +
    `<circle cx="120" cy="98" r="96" fill="url(#${prefix}-glow)"/>` +
    sparks(random, palette, 240, 170, 14) +
    placeMotif(artwork.motifs[0], motifPaint(prefix, palette), {
      x: 60,
      y: 36,
      size: 120,
      rotate: (random() - 0.5) * 14,
    }) +
    `<rect y="176" width="240" height="64" fill="#0b1220" opacity=".55"/>` +
    `<text x="120" y="${214 + (23 - fontSize) / 3}" text-anchor="middle" font-family="${headingFont}" font-weight="800" font-size="${fontSize}" fill="#ffffff">${escapeText(name)}</text>`;
  return document(240, 240, paintDefs(prefix, palette), body, name);
}

/** A provider's monochrome wordmark; `currentColor` takes the colour of the text around it. */
export function providerWordmark(name: string, motif: MotifName): string {
  const textWidth = Math.min(150, 14 + name.length * 11.5);
  const body =
    `<g fill="currentColor">` +
    placeMotif(
      motif,
      { fill: 'currentColor', light: 'currentColor', ink: 'currentColor' },
      {
        x: 6,
        y: 14,
        size: 32,
      },
    ).replace(/stroke="currentColor"/g, 'stroke="none"') +
    `<text x="46" y="38" font-family="${headingFont}" font-weight="800" font-size="20" letter-spacing=".5" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeText(name)}</text></g>`;
  // `color` gives <img> users the light text colour; inlined, CSS `color` on the svg wins.
  return document(200, 60, '', body, name).replace('<svg ', '<svg color="#e9eef8" ');
}

/** A placeholder licence seal for the operator to replace with their regulator's logo. */
export function licencePlaceholder(): string {
  const body =
    `<rect x="1" y="1" width="158" height="62" rx="10" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="6 4"/>` +
    placeMotif(
      'shield',
      { fill: 'none', light: 'currentColor', ink: 'currentColor' },
      {
        x: 10,
        y: 10,
        size: 44,
      },
    ) +
    `<rect x="64" y="20" width="80" height="8" rx="4" fill="currentColor" opacity=".8"/>` +
    `<rect x="64" y="36" width="56" height="8" rx="4" fill="currentColor" opacity=".5"/>`;
  return document(160, 64, '', `<g fill="none">${body}</g>`, 'Licence').replace(
    '<svg ',
    '<svg color="#8e9bb5" ',
  );
}

/** The 18+ age-limit badge of the responsible-gambling notice. */
export function ageLimitBadge(): string {
  const body =
    `<circle cx="32" cy="32" r="29" fill="none" stroke="#ff4d5e" stroke-width="5"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="${headingFont}" font-weight="900" font-size="24" fill="#e9eef8">18+</text>`;
  return document(64, 64, '', body, '18+');
}

/** The symbol on a payment method's logo. */
export type PaymentGlyph = 'papara' | 'bank' | 'card' | 'crypto';

const paymentGlyphs: Record<PaymentGlyph, (paint: MotifPaint) => string> = {
  papara: ({ fill, ink }) =>
    `<circle cx="48" cy="32" r="18" fill="${fill}"/>` +
    `<path d="M42 43V21h7.5a6.5 6.5 0 0 1 0 13H42" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  bank: ({ fill, light }) =>
    `<path d="M48 12 72 24H24Z" fill="${fill}"/>` +
    [29, 39.5, 50.5, 61]
      .map((x) => `<rect x="${x}" y="27" width="6" height="17" rx="1" fill="${light}"/>`)
      .join('') +
    `<rect x="24" y="46" width="48" height="6" rx="1.5" fill="${fill}"/>`,
  card: ({ fill, light, ink }) =>
    `<rect x="22" y="16" width="52" height="34" rx="5" fill="${light}"/>` +
    `<rect x="22" y="23" width="52" height="7" fill="${ink}"/>` +
    `<rect x="28" y="36" width="11" height="8" rx="2" fill="${fill}"/>` +
    `<rect x="44" y="39" width="24" height="3" rx="1.5" fill="${ink}" opacity=".5"/>`,
  crypto: ({ fill, ink }) =>
    `<circle cx="48" cy="32" r="18" fill="${fill}"/>` +
    `<path d="M39 23h18M48 23v20M40.5 30c5 2.4 10 2.4 15 0" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
};

/** A payment method's logo for /dashboard/deposit and /dashboard/withdraw: a glyph on a tile. */
export function paymentLogo({
  id,
  palette: paletteName,
  glyph,
  name,
}: {
  id: string;
  palette: PaletteName;
  glyph: PaymentGlyph;
  name: string;
}): string {
  const palette = palettes[paletteName];
  const prefix = `${id}-payment`;
  const body =
    `<rect width="96" height="64" rx="10" fill="url(#${prefix}-bg)"/>` +
    `<circle cx="48" cy="32" r="30" fill="url(#${prefix}-glow)"/>` +
    paymentGlyphs[glyph](motifPaint(prefix, palette));
  return document(96, 64, paintDefs(prefix, palette), body, name);
}
