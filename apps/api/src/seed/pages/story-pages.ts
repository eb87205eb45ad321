import { type SeedPage, seedPage } from './page';

/** Pages of the Story category: articles for players. */
export const storyPages: SeedPage[] = [
  seedPage(
    {
      title: 'Canlı Casino Rehberi',
      blocks: [
        'Canlı casinoda oyunlar, stüdyodaki gerçek krupiyeler tarafından yönetilir ve yüksek çözünürlüklü yayınla ekranınıza gelir. Bahislerinizi ekrandaki masa üzerinden verir, sonucu krupiyenin elinden canlı izlersiniz.',
        'Rulet, blackjack, bakara ve poker masalarının yanında çarklı oyun şovları da bulunur. Türkçe masalarda krupiyeler sizinle sohbet eder ve kuralları oyun sırasında açıklar.',
        'Her masanın alt ve üst bahis limitleri masa kartında yazar. Yeni başlıyorsanız düşük limitli masalarda birkaç el izleyerek başlamanızı öneririz.',
        'Bağlantınız koparsa endişelenmeyin: verilmiş bahisler sunucuda kayıtlıdır ve sonuçlandığında bakiyenize işlenir.',
      ],
    },
    {
      title: 'A Guide to the Live Casino',
      blocks: [
        'In the live casino, games are run by real dealers in a studio and streamed to your screen in high definition. You place bets on the table on screen and watch the result unfold in the dealer’s hands.',
        'Besides roulette, blackjack, baccarat and poker tables there are wheel-based game shows. At Turkish-speaking tables the dealers chat with you and explain the rules as you play.',
        'Each table shows its minimum and maximum bets on its card. If you are new, we suggest watching a few rounds at a low-limit table first.',
        'If your connection drops, do not worry: bets already placed are recorded on the server and settled to your balance.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Slot Oyunlarında RTP Nedir?',
      blocks: [
        'RTP (oyuncuya geri dönüş oranı), bir slot oyununun çok uzun vadede bahislerin yüzde kaçını kazanç olarak geri ödediğini gösterir. Örneğin %96 RTP, teorik olarak her 100 ₺’lik bahsin 96 ₺’sinin dağıtıldığı anlamına gelir.',
        'RTP kısa oturumlar için bir garanti değildir; tek bir oturumda sonuçlar bu orandan çok farklı olabilir. Oranı, oyun bilgileri ekranında bulabilirsiniz.',
        'Volatilite ise kazançların ne sıklıkta ve hangi büyüklükte geldiğini anlatır. Düşük volatiliteli oyunlar sık ama küçük, yüksek volatiliteli oyunlar seyrek ama büyük kazançlar verir.',
        'Hangi oyunu seçerseniz seçin, bütçenizi önceden belirleyin ve oturum hatırlatıcısını açık tutun.',
      ],
    },
    {
      title: 'What Is RTP in Slots?',
      blocks: [
        'RTP (return to player) tells you what share of all stakes a slot pays back as wins over a very long run. A 96% RTP, for instance, means that in theory ₺96 of every ₺100 staked is paid out.',
        'RTP is no promise for a short session; the results of a single session can differ widely from it. You will find the figure on the game’s information screen.',
        'Volatility describes how often wins come and how large they are. Low-volatility games pay small amounts often; high-volatility games pay large amounts rarely.',
        'Whichever game you choose, set your budget beforehand and keep the reality check switched on.',
      ],
    },
  ),
  seedPage(
    {
      title: 'Kombine Kupon İpuçları',
      blocks: [
        'Kombine kupon, birden fazla maçın tek kuponda birleştirilmesidir. Oranlar çarpılarak toplam oranı oluşturur; kuponun kazanması için tüm seçimlerin tutması gerekir.',
        'Seçim sayısı arttıkça olası kazanç yükselir, ama kuponun tutma olasılığı düşer. Bu yüzden tanıdığınız liglerden ve takımlardan seçim yapmak her zaman daha sağlıklıdır.',
        'Beş ve üzeri seçimli kuponlarda geçerli ek kazanç promosyonumuz, kupon kazandığında otomatik olarak bakiyenize eklenir. Ayrıntılar Promosyonlar sayfasında yer alır.',
      ],
    },
    {
      title: 'Tips for Accumulators',
      blocks: [
        'An accumulator combines several matches on one bet slip. The odds are multiplied into the total odds, and every selection must win for the slip to win.',
        'More selections mean a higher possible return but a lower chance of winning. Choosing from leagues and teams you know is always the sounder approach.',
        'Our accumulator boost for slips with five or more selections is added to your balance automatically when the slip wins. See the Promotions page for details.',
      ],
    },
  ),
];
