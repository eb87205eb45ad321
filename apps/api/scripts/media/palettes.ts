/** A curated colour set for one piece of artwork: background, glow and motif colours. */
export interface Palette {
  /** Deep background gradient, top-left to bottom-right. */
  background: [string, string];
  /** The glow behind the motif. */
  glow: string;
  /** The motif's main fill gradient. */
  accent: [string, string];
  /** Highlights (card faces, dice, pips on dark). */
  light: string;
  /** Dark details (pips, outlines). */
  ink: string;
  /** Confetti colours. */
  sparks: string[];
}

/** Palettes named for what they suit; every artwork picks one by name. */
export const palettes = {
  gold: {
    background: ['#0b1220', '#2a1c05'],
    glow: '#f5b700',
    accent: ['#ffd54a', '#f59e0b'],
    light: '#fff7e0',
    ink: '#1a1200',
    sparks: ['#f5b700', '#ffe08a', '#ff7a00'],
  },
  emerald: {
    background: ['#06141a', '#0c3b33'],
    glow: '#22c58b',
    accent: ['#5eead4', '#10b981'],
    light: '#ecfdf5',
    ink: '#022c22',
    sparks: ['#22c58b', '#a7f3d0', '#f5b700'],
  },
  ruby: {
    background: ['#150812', '#4a0d1f'],
    glow: '#ff4d5e',
    accent: ['#ff7a85', '#e11d48'],
    light: '#fff1f2',
    ink: '#2b0710',
    sparks: ['#ff4d5e', '#fecdd3', '#f5b700'],
  },
  ocean: {
    background: ['#07101f', '#0b2c4d'],
    glow: '#3da5ff',
    accent: ['#7dd3fc', '#2563eb'],
    light: '#eff6ff',
    ink: '#071a33',
    sparks: ['#3da5ff', '#bae6fd', '#22c58b'],
  },
  violet: {
    background: ['#0f0a1f', '#3b0f4f'],
    glow: '#a855f7',
    accent: ['#f0abfc', '#a855f7'],
    light: '#faf5ff',
    ink: '#1e0733',
    sparks: ['#ff4f8b', '#d8b4fe', '#f5b700'],
  },
  sunset: {
    background: ['#140b12', '#4a1d0a'],
    glow: '#ff7a00',
    accent: ['#fdba74', '#ea580c'],
    light: '#fff7ed',
    ink: '#2a0f02',
    sparks: ['#ff7a00', '#fed7aa', '#ff4d5e'],
  },
  pitch: {
    background: ['#05140c', '#0b3d24'],
    glow: '#4ade80',
    accent: ['#bbf7d0', '#16a34a'],
    light: '#f0fdf4',
    ink: '#052e16',
    sparks: ['#4ade80', '#f5b700', '#ffffff'],
  },
} satisfies Record<string, Palette>;

/** The name of a curated palette. */
export type PaletteName = keyof typeof palettes;

/** A small deterministic random source, so the same name always draws the same artwork. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
