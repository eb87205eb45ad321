export const liveChat = {
  open: 'Canlı Destek',
  connecting: 'Canlı destek bağlanıyor...',
  panelTitle: 'Bize ulaşın',
  panelText: 'Canlı destek şu anda açılamadı. Aşağıdaki kanallardan bize hemen yazabilirsiniz.',
  telegram: 'Telegram {{number}}',
  whatsapp: 'WhatsApp {{number}}',
};
