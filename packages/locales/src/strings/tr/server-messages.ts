/**
 * The e-mails the API sends players besides the codes (those are `serverAccounts.outgoing`):
 * welcome, and the operator's decision on a withdrawal. Plain text; the HTML part is made from it.
 */
export const serverMessages = {
  welcome: {
    subject: "Zar'a hoş geldiniz",
    body: 'Merhaba {{name}},\n\nZar üyeliğiniz oluşturuldu; kullanıcı adınız {{username}}.\nTelefon numaranızı doğrulamayı unutmayın: kod isteyin, SMS ile gelen kodu girin.\n\nSorumlu oynayın: limitlerinizi Hesabım > Sorumlu Oyun sayfasından belirleyebilirsiniz.',
  },
  withdrawalApproved: {
    subject: 'Çekim talebiniz onaylandı',
    body: 'Merhaba {{name}},\n\n{{amount}} tutarındaki çekim talebiniz (no. {{id}}) onaylandı; ödemeniz yola çıktı.',
  },
  withdrawalRejected: {
    subject: 'Çekim talebiniz reddedildi',
    body: 'Merhaba {{name}},\n\n{{amount}} tutarındaki çekim talebiniz (no. {{id}}) reddedildi; tutar bakiyenize geri eklendi. Sorularınız için canlı desteğe yazabilirsiniz.',
  },
};
