import { type SeedPage, seedPage } from './page';

/** Pages of the Footer category: about us, responsible gaming, privacy, contact. */
export const footerPages: SeedPage[] = [
  seedPage(
    {
      title: 'Hakkımızda',
      blocks: [
        'Zar, spor bahisleri, canlı bahis, slot ve canlı casino oyunlarını tek bir hesapta buluşturan bir eğlence platformudur. Amacımız; hızlı, anlaşılır ve güvenilir bir oyun deneyimini Türkçe destekle sunmaktır.',
        'Platformumuzda dünyanın önde gelen oyun sağlayıcılarının binlerce oyunu yer alır. Tüm oyunlar, sağlayıcıların bağımsız test kuruluşlarınca denetlenen rastgele sayı üreteçleriyle çalışır; sonuçlar hiçbir şekilde tarafımızca değiştirilemez.',
        'Hesap güvenliğiniz önceliğimizdir. Şifreleriniz tek yönlü olarak şifrelenir, oturumlarınız cihazınıza bağlanır ve ödeme işlemleriniz kayıt altında tutulur. Her bakiye hareketi, sonradan denetlenebilecek şekilde hesap defterinize işlenir.',
        'Müşteri destek ekibimiz haftanın yedi günü, günün her saatinde canlı destek, Telegram ve WhatsApp üzerinden sorularınızı yanıtlar. Görüş ve önerileriniz, platformu geliştirirken en değerli yol göstericimizdir.',
      ],
    },
    {
      title: 'About Us',
      blocks: [
        'Zar is an entertainment platform that brings sports betting, live betting, slots and live casino games together in a single account. Our goal is a fast, clear and trustworthy gaming experience with support in your language.',
        'The platform offers thousands of games from leading game providers. Every game runs on random number generators audited by independent testing laboratories on behalf of the providers; we cannot change any outcome.',
        'The security of your account comes first. Passwords are stored with one-way hashing, sessions are tied to your device and every payment is recorded. Each balance change is written to your account ledger so that it can be audited later.',
        'Our support team answers your questions around the clock, seven days a week, through live chat, Telegram and WhatsApp. Your feedback is the most valuable guide we have while improving the platform.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Sorumlu Oyun',
      blocks: [
        'Oyun, bir eğlence biçimidir; gelir kaynağı ya da borç ödeme yolu değildir. Zar’da yalnızca 18 yaşını doldurmuş kişiler oynayabilir ve hesap açılışında yaş doğrulaması yapılır.',
        'Oyun alışkanlıklarınızı kontrol altında tutmanız için hesabınızda şu araçlar bulunur:',
        [
          'Günlük, haftalık ve aylık para yatırma limitleri',
          'Belirlediğiniz sürede bir oturum hatırlatıcısı',
          'Bir günden altı haftaya kadar mola verme',
          'Altı aydan başlayan süreli ya da süresiz kendini dışlama',
        ],
        'Limitlerin düşürülmesi hemen, yükseltilmesi ise 24 saatlik bekleme süresinin ardından geçerli olur. Kendini dışlama süresince hesabınıza giriş yapılamaz ve tanıtım mesajı gönderilmez.',
        'Oyunun hayatınızı olumsuz etkilediğini düşünüyorsanız destek ekibimizle görüşün ya da bağımsız danışma hatlarından yardım isteyin. Yakınlarınızdan birinin oyun alışkanlığından endişe ediyorsanız da bize yazabilirsiniz.',
      ],
    },
    {
      title: 'Responsible Gaming',
      blocks: [
        'Gambling is a form of entertainment, not a source of income or a way to pay debts. Only people aged 18 or over may play at Zar, and age is verified when the account is opened.',
        'Your account offers these tools to keep your play under control:',
        [
          'Daily, weekly and monthly deposit limits',
          'A reality check after a session length you choose',
          'A time-out from one day up to six weeks',
          'Self-exclusion for six months or more, or indefinitely',
        ],
        'Lower limits apply at once; higher limits apply after a 24-hour cooling-off period. During self-exclusion you cannot log in and we send you no marketing messages.',
        'If you feel gambling is harming your life, talk to our support team or ask an independent help line for advice. If you are worried about someone close to you, you can write to us as well.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Gizlilik Politikası',
      blocks: [
        'Bu politika, Zar’ı kullanırken paylaştığınız kişisel verilerin hangi amaçlarla işlendiğini ve nasıl korunduğunu açıklar. Verileriniz yalnızca hizmetin sunulması, hesabınızın güvenliği ve yasal yükümlülüklerin yerine getirilmesi için işlenir.',
        'Kimlik ve iletişim bilgileriniz, işlem kayıtlarınız ve cihaz bilgileriniz şifreli bağlantılar üzerinden iletilir; erişim, görevi gereği ihtiyaç duyan çalışanlarla sınırlıdır. Verileriniz pazarlama amacıyla üçüncü kişilere satılmaz.',
        'Oturum güvenliği için tarayıcınızda bir cihaz tanımlayıcısı ve dil tercihiniz saklanır. Bu bilgiler, hesabınıza sizden başkasının erişmesini zorlaştırmak için kullanılır.',
        'Verilerinize erişme, düzeltilmesini ya da silinmesini isteme haklarınızı destek ekibimize yazarak kullanabilirsiniz. Yasal saklama süreleri dolan kayıtlar güvenli biçimde imha edilir.',
      ],
    },
    {
      title: 'Privacy Policy',
      blocks: [
        'This policy explains for which purposes the personal data you share while using Zar is processed and how it is protected. Your data is processed only to provide the service, to keep your account safe and to meet legal obligations.',
        'Identity and contact details, transaction records and device information travel over encrypted connections, and access is limited to staff who need it for their work. Your data is never sold to third parties for marketing.',
        'For session security, a device identifier and your language preference are kept in your browser. They make it harder for anyone but you to use your account.',
        'You may ask to see, correct or delete your data by writing to our support team. Records whose legal retention period has ended are destroyed securely.',
      ],
    },
  ),
  seedPage(
    {
      title: 'İletişim',
      blocks: [
        'Destek ekibimize günün her saatinde sitenin sağ alt köşesindeki canlı destek düğmesinden ulaşabilirsiniz. Ortalama yanıt süremiz bir dakikanın altındadır.',
        'Telegram ve WhatsApp hatlarımız sayfanın alt bölümündeki hızlı iletişim alanında yer alır. Hesabınızla ilgili sorularda güvenliğiniz için kullanıcı adınızı paylaşmanız yeterlidir; şifrenizi asla sormayız.',
        'Sizi aramamızı isterseniz “Sizi Arayalım” formunu doldurun; ekibimiz seçtiğiniz zaman aralığında telefonla dönüş yapar.',
      ],
    },
    {
      title: 'Contact',
      blocks: [
        'You can reach our support team at any hour through the live chat button at the bottom right of the site. Our average response time is under a minute.',
        'Our Telegram and WhatsApp lines are listed in the quick-contact area at the bottom of the page. For account questions your username is enough; we will never ask for your password.',
        'If you would like us to call you, fill in the “Call Me Back” form and our team will phone you in the time window you choose.',
      ],
    },
  ),
];
