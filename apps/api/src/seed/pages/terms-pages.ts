import { type SeedPage, seedPage } from './page';

/** Pages of the Terms of use category. */
export const termsOfUsePages: SeedPage[] = [
  seedPage(
    {
      title: 'Kullanım Koşulları',
      blocks: [
        'Bu koşullar, Zar’ın sunduğu tüm hizmetlerin kullanımına uygulanır. Üye olarak koşulları okuduğunuzu ve kabul ettiğinizi beyan edersiniz; genel koşulları kabul etmeden üyelik oluşturulamaz.',
        'Hizmetlerden yalnızca 18 yaşını doldurmuş ve bulunduğu ülkenin mevzuatı şans oyunlarına katılmasına izin veren kişiler yararlanabilir. Her kişi yalnızca bir hesap açabilir; aynı kişiye ait birden fazla hesap kapatılır.',
        'Koşullarda yapılacak değişiklikler, yürürlüğe girmeden en az iki hafta önce sitede duyurulur. Mevcut üyeler bu süre içinde hizmetleri kullanmayı bırakabilir; yürürlük tarihinden sonra hizmeti kullanmaya devam etmek, yeni koşulların kabulü anlamına gelir.',
        'Hileli işlem, başkasına ait ödeme aracının kullanılması ya da oyun yazılımlarının kötüye kullanılması durumunda hesap askıya alınır ve ilgili kazançlar iptal edilir.',
      ],
    },
    {
      title: 'Terms of Use',
      blocks: [
        'These terms apply to every service Zar offers. By signing up you confirm that you have read and accepted them; an account cannot be opened without accepting the general terms and conditions.',
        'Only people aged 18 or over whose local law allows them to take part in games of chance may use the services. Each person may hold one account; further accounts of the same person are closed.',
        'Changes to these terms are announced on the site at least two weeks before they take effect. Existing members may stop using the services during that period; using the services after the effective date means accepting the new terms.',
        'Fraud, using someone else’s payment method or abusing game software leads to the account being suspended and the related winnings being voided.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Bonus Kuralları',
      blocks: [
        'Bonuslar, her kampanyanın kendi koşullarıyla birlikte sunulur ve aşağıdaki genel kurallara tabidir:',
        [
          'Bonus tutarı, belirtilen çevrim şartı tamamlanmadan çekilemez.',
          'Çevrime yalnızca kampanya koşullarında sayılan oyunlardaki bahisler dahil edilir.',
          'Aynı anda yalnızca bir hoş geldin bonusu aktif olabilir.',
          'Süresi dolan bonus ve ondan doğan kazançlar hesaptan düşülür.',
        ],
        'Deneme bonusu, telefon numarası doğrulanmış yeni üyelere bir kez tanımlanır. Bonus talepleriniz, hesabınızdaki Bonus Talep sayfasından takip edilebilir.',
        'Kampanyanın kötüye kullanıldığının tespiti halinde bonus ve bonusla elde edilen kazançlar iptal edilir.',
      ],
    },
    {
      title: 'Bonus Rules',
      blocks: [
        'Every bonus comes with its own campaign terms and the following general rules:',
        [
          'A bonus cannot be withdrawn before its wagering requirement is met.',
          'Only bets on the games listed in the campaign terms count towards wagering.',
          'Only one welcome bonus can be active at a time.',
          'An expired bonus and the winnings from it are removed from the account.',
        ],
        'The trial bonus is granted once to new members whose phone number is verified. You can follow your bonus requests on the Claim Bonus page of your account.',
        'If a campaign is found to be abused, the bonus and any winnings made with it are voided.',
      ],
    },
  ),
  seedPage(
    {
      title: 'KVKK Aydınlatma Metni',
      blocks: [
        'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında veri sorumlusu sıfatıyla Zar Demo Eğlence Ltd. tarafından hazırlanmıştır.',
        'Ad, soyad, T.C. kimlik numarası, doğum tarihi, telefon ve e-posta bilgileriniz; üyelik sözleşmesinin kurulması ve ifası, yaş ve kimlik doğrulaması ile yasal yükümlülüklerin yerine getirilmesi amaçlarıyla işlenir.',
        'Kişisel verileriniz, yalnızca kanunda sayılan hallerde ve amaçla sınırlı olarak ödeme kuruluşlarıyla ve yetkili kamu kurumlarıyla paylaşılır.',
        'Kanunun 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı destek ekibimiz aracılığıyla iletebilirsiniz.',
      ],
    },
    {
      title: 'Personal Data Notice (KVKK)',
      blocks: [
        'This notice is issued by Zar Demo Entertainment Ltd. as data controller under Turkish Personal Data Protection Law No. 6698 (KVKK).',
        'Your name, surname, national ID number, date of birth, phone and e-mail are processed to form and perform the membership agreement, to verify your age and identity and to meet legal obligations.',
        'Your personal data is shared with payment institutions and competent public authorities only in the cases the law lists and only as far as the purpose requires.',
        'Under Article 11 of the law you may learn whether your data is processed, ask for it to be corrected or deleted and object to its processing. You can send your requests through our support team.',
      ],
    },
  ),
];

/** Pages of the Terms of service category. */
export const termsOfServicePages: SeedPage[] = [
  seedPage(
    {
      title: 'Hizmet Şartları',
      blocks: [
        'Zar, hizmetlerini Zar Demo Eğlence Ltd. adına sunar. Bu bir tanıtım sitesidir; operatörün lisans bilgileri, ayarlarda girildiğinde sitenin alt bölümündeki lisans alanında yayımlanır.',
        'Bahisler, sunucularımıza ulaştığı ve onaylandığı anda geçerlidir. Açık bir hata nedeniyle yanlış oranla kabul edilen bahisler, doğru oran üzerinden sonuçlandırılır.',
        'Teknik bir arıza nedeniyle yarıda kalan oyun turları, oyun sağlayıcısının kayıtlarına göre tamamlanır ya da bahis iade edilir.',
        'Hizmet şartlarındaki değişiklikler, yürürlüğe girmeden en az iki hafta önce duyurulur.',
      ],
    },
    {
      title: 'Terms of Service',
      blocks: [
        "Zar provides its services on behalf of Zar Demo Entertainment Ltd. This is a demonstration site; the operator's licence details are published in the licence area at the bottom of the site once they are entered in the settings.",
        'A bet is valid once it reaches our servers and is confirmed. Bets accepted at obviously wrong odds because of an error are settled at the correct odds.',
        'Game rounds interrupted by a technical fault are completed from the game provider’s records, or the stake is refunded.',
        'Changes to the terms of service are announced at least two weeks before they take effect.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Para Yatırma ve Çekme',
      blocks: [
        'Para yatırma işlemleri seçtiğiniz yönteme göre anında ya da ödeme kuruluşunun onayıyla birkaç dakika içinde bakiyenize yansır. En düşük yatırım tutarı her yöntemin formunda belirtilir.',
        'Çekim talepleri, finans ekibimiz tarafından en geç 24 saat içinde sonuçlandırılır. Çekimler yalnızca hesap sahibine ait banka hesaplarına ve ödeme araçlarına yapılır.',
        'Güvenliğiniz için ilk çekiminizden önce kimlik doğrulaması istenebilir. Tüm işlemlerinizi hesabınızdaki Finansal Hareketler sayfasından izleyebilirsiniz.',
      ],
    },
    {
      title: 'Deposits and Withdrawals',
      blocks: [
        'Deposits reach your balance at once or, with the payment institution’s approval, within a few minutes, depending on the method you choose. The minimum amount is shown on each method’s form.',
        'Withdrawal requests are settled by our finance team within 24 hours at the latest. Withdrawals are paid only to bank accounts and payment methods held by the account owner.',
        'For your security we may ask you to verify your identity before your first withdrawal. You can follow every transaction on the Financial Activities page of your account.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Hesap Doğrulama',
      blocks: [
        'Hesabınızın güvenliği ve yaş sınırının korunması için telefon numaranızı SMS koduyla doğrulamanızı istiyoruz. Doğrulama, hesabınızdaki Telefon Doğrulama sayfasından birkaç saniyede yapılır.',
        'Gerekli görülen durumlarda kimlik belgesi ve adres belgesi istenebilir. Belgeleriniz yalnızca doğrulama amacıyla incelenir ve güvenli olarak saklanır.',
        'Doğrulaması tamamlanmamış hesaplarda bonus ve çekim işlemleri sınırlandırılabilir.',
      ],
    },
    {
      title: 'Account Verification',
      blocks: [
        'To keep your account safe and the age limit enforced, we ask you to verify your phone number with an SMS code. It takes a few seconds on the Phone Verification page of your account.',
        'Where needed, we may ask for an identity document and a proof of address. Your documents are reviewed only for verification and are stored securely.',
        'Bonuses and withdrawals may be limited on accounts that are not yet verified.',
      ],
    },
  ),
];
