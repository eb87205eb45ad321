import type { SameKeys } from '../../define-namespace';
import type { home as tr } from '../tr/home';

export const home: SameKeys<typeof tr> = {
  title: 'Welcome to Zar',
  tagline: 'Sports betting, live betting and casino in one place.',
  sections: 'Sections',
};
