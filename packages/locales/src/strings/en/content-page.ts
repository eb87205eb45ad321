import type { SameKeys } from '../../define-namespace';
import type { contentPage as tr } from '../tr/content-page';

export const contentPage: SameKeys<typeof tr> = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The content you are looking for may have been removed or never published.',
  home: 'Back to the home page',
};
