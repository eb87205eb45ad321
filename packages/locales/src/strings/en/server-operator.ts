import type { SameKeys } from '../../define-namespace';
import type { serverOperator as tr } from '../tr/server-operator';

export const serverOperator: SameKeys<typeof tr> = {
  sportsSettled: '{{count}} slips of finished matches were settled.',
  forbidden: 'This action needs the operator token.',
};
