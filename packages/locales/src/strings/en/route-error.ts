import type { SameKeys } from '../../define-namespace';
import type { routeError as tr } from '../tr/route-error';

export const routeError: SameKeys<typeof tr> = {
  title: 'Something went wrong',
  text: 'The page could not be loaded. Please reload the page.',
  reload: 'Reload the page',
};
