import type { ProviderLogo } from './provider-slider';

/** The 12 providers of SPEC §2 with wordmark images drawn as SVG data URIs (tests and stories). */
export const sampleProviders: ProviderLogo[] = [
  'amusnet',
  '3oaksgaming',
  'amatic',
  'bgaming',
  'betsoftow',
  'pragmaticplay',
  'evolution',
  'evoplay',
  'netent',
  'novomatic',
  'redtiger',
  'spribe',
].map((name) => ({ name, logoUrl: wordmark(name) }));

function wordmark(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="40" viewBox="0 0 140 40"><text x="70" y="26" fill="#e9eef8" font-family="Montserrat, Arial, sans-serif" font-size="15" font-weight="800" text-anchor="middle" letter-spacing="0.5">${name.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
