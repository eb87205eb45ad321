import type { SameKeys } from '../../define-namespace';
import type { domainNotice as tr } from '../tr/domain-notice';

export const domainNotice: SameKeys<typeof tr> = {
  text: '{{host}} is not our official address. Our current address is {{current}}; our next address is {{next}}.',
  textNoNext: '{{host}} is not our official address. Our current address is {{current}}.',
};
