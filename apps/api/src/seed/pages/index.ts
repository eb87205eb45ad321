import { footerPages } from './footer-pages';
import type { SeedPage } from './page';
import { storyPages } from './story-pages';
import { termsOfServicePages, termsOfUsePages } from './terms-pages';

export type { SeedPage } from './page';

/** The content categories the footer reads (SPEC §7), in order, with their pages. */
export const contentSeed: Array<{ name: string; pages: SeedPage[] }> = [
  { name: 'Footer', pages: footerPages },
  { name: 'Story', pages: storyPages },
  { name: 'Terms of use', pages: termsOfUsePages },
  { name: 'Terms of service', pages: termsOfServicePages },
];
