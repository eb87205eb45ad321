import type { SameKeys } from '../../define-namespace';
import type { topWinners as tr } from '../tr/top-winners';

export const topWinners: SameKeys<typeof tr> = {
  title: 'Top Winners',
  subtitle: 'Players winning right now',
  listLabel: 'Latest winners',
  wonIn: 'won in {{game}}',
  empty: 'No winners yet.',
};
