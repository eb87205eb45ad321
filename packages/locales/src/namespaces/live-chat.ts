import { defineNamespace } from '../define-namespace';

export const liveChat = defineNamespace({
  tr: {
    open: 'Canlı Destek',
    connecting: 'Canlı destek bağlanıyor...',
    panelTitle: 'Bize ulaşın',
    panelText: 'Canlı destek şu anda açılamadı. Aşağıdaki kanallardan bize hemen yazabilirsiniz.',
    telegram: 'Telegram {{number}}',
    whatsapp: 'WhatsApp {{number}}',
  },
  en: {
    open: 'Live Support',
    connecting: 'Connecting to live support...',
    panelTitle: 'Contact us',
    panelText: 'Live support could not be opened right now. Write to us on one of these channels.',
    telegram: 'Telegram {{number}}',
    whatsapp: 'WhatsApp {{number}}',
  },
});
