import type { SameKeys } from '../../define-namespace';
import type { liveChat as tr } from '../tr/live-chat';

export const liveChat: SameKeys<typeof tr> = {
  open: 'Live Support',
  connecting: 'Connecting to live support...',
  panelTitle: 'Contact us',
  panelText: 'Live support could not be opened right now. Write to us on one of these channels.',
  telegram: 'Telegram {{number}}',
  whatsapp: 'WhatsApp {{number}}',
};
