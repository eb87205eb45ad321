import type { SameKeys } from '../../define-namespace';
import type { notFound as tr } from '../tr/not-found';

export const notFound: SameKeys<typeof tr> = {
  text: 'The page you are looking for may have moved or been removed.',
  home: 'Back to the home page',
};
