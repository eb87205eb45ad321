import type { BannerSlide } from './banner-carousel';

/** An SVG artwork as a data URI: a night gradient, a glow and a bold symbol, no text (stories, tests). */
function artwork(width: number, height: number, hue: number, symbol: 'dice' | 'wheel' | 'ball') {
  const cx = width * 0.74;
  const cy = height * 0.5;
  const r = Math.min(width, height) * 0.34;
  const shapes = {
    dice: `<g transform="rotate(-12 ${cx} ${cy})"><rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.28}" fill="hsl(${hue} 90% 60%)"/><g fill="#0b1220">${[
      [-0.5, -0.5],
      [0.5, -0.5],
      [0, 0],
      [-0.5, 0.5],
      [0.5, 0.5],
    ]
      .map(
        ([x, y]) => `<circle cx="${cx + (x ?? 0) * r}" cy="${cy + (y ?? 0) * r}" r="${r * 0.13}"/>`,
      )
      .join('')}</g></g>`,
    wheel: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="hsl(${hue} 90% 60%)" stroke-width="${r * 0.16}"/>${Array.from(
      { length: 12 },
      (_, index) => {
        const angle = (index / 12) * Math.PI * 2;
        return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(angle) * r}" y2="${cy + Math.sin(angle) * r}" stroke="hsl(${hue} 90% 70%)" stroke-width="${r * 0.04}"/>`;
      },
    ).join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="hsl(${hue} 90% 60%)"/>`,
    ball: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue} 90% 60%)"/><path d="M${cx - r} ${cy} Q${cx} ${cy - r * 0.6} ${cx + r} ${cy} M${cx - r} ${cy} Q${cx} ${cy + r * 0.6} ${cx + r} ${cy}" fill="none" stroke="#0b1220" stroke-width="${r * 0.08}"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 14%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 26%)"/></linearGradient><radialGradient id="l" cx="0.74" cy="0.5" r="0.5"><stop offset="0" stop-color="hsl(${hue} 90% 60%)" stop-opacity="0.45"/><stop offset="1" stop-color="hsl(${hue} 90% 60%)" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#l)"/>${shapes[symbol]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function images(hue: number, symbol: 'dice' | 'wheel' | 'ball') {
  return [
    { url: artwork(750, 420, hue, symbol) },
    { url: artwork(1920, 480, hue, symbol) },
    { url: artwork(1200, 400, hue, symbol) },
  ];
}

/** Three banners with artwork only. */
export const sampleBannerSlides: BannerSlide[] = [
  { url: '/promotions', target: null, images: images(42, 'dice') },
  { url: '/casino/live', target: null, images: images(280, 'wheel') },
  { url: '/spor', target: null, images: images(150, 'ball') },
];

/** The same banners with headline and subtitle as real text. */
export const sampleBannerSlidesWithText: BannerSlide[] = [
  {
    url: '/promotions',
    target: null,
    images: images(42, 'dice'),
    title: '%100 Hoş Geldin Bonusu',
    subtitle: "İlk yatırımına 5.000 ₺'ye kadar bonus, hemen başla.",
  },
  {
    url: '/casino/live',
    target: null,
    images: images(280, 'wheel'),
    title: 'Canlı Casino’da Haftalık Kayıp İadesi',
    subtitle: 'Rulet ve blackjack masalarında %15 iade.',
  },
  {
    url: 'https://example.org/kampanya',
    target: '_blank',
    images: images(150, 'ball'),
    title: 'Süper Lig’de Artırılmış Oranlar',
    subtitle: 'Her hafta seçili maçlarda daha yüksek oranlar.',
  },
];

/** A popup artwork in its three sizes (default, large, medium). */
export const samplePopupImages = [
  { url: artwork(600, 800, 42, 'dice') },
  { url: artwork(1200, 675, 42, 'dice') },
  { url: artwork(900, 600, 42, 'dice') },
];

/** A 16:9 promotion artwork. */
export const samplePromotionImage = artwork(640, 360, 320, 'wheel');

/** A poster for the video banner. */
export const sampleVideoPoster = artwork(1200, 450, 280, 'wheel');

/** Square game artwork for the winners list. */
export function sampleGameArtwork(hue: number) {
  return artwork(96, 96, hue, 'dice');
}
