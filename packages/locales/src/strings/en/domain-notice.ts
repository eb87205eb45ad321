import type { SameKeys } from '../../define-namespace';
import type { domainNotice as tr } from '../tr/domain-notice';

export const domainNotice: SameKeys<typeof tr> = {
  text: 'You are on {{current}}. Our current address is {{next}}.',
  textNoNext: 'You are on an address other than our official one: {{current}}.',
};
