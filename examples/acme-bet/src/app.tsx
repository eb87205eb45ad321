import { ApiError, type Game, type PaymentField, type PaymentMethod } from '@zar/api-client';
// The contract's own login rules: the same the API checks, passed to the form (issue 24).
import { loginRules } from '@zar/api-client/contract';
import { DynamicForm } from '@zar/dynamic-form';
import { createNotifyConnection } from '@zar/realtime';
import {
  Dialog,
  Footer,
  GameGrid,
  Header,
  LoginForm,
  type UserSummary,
  ZarUiProvider,
} from '@zar/ui';
import { Gift, Radio } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { AcmeLogo } from './acme-logo';
import { api, session, setApiLocale } from './api';
import { acmeStrings } from './brand';

type Locale = 'tr' | 'en';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'tr', label: 'Türkçe' },
] as const;

/** Acme's quick links in the header, instead of Zar's call-me, bonus and promotions links. */
const quickLinks = [
  { id: 'offers', label: 'Offers', icon: <Gift />, href: '/offers' },
  { id: 'live', label: 'Live casino', icon: <Radio />, href: '/live' },
];

/** Where Acme's header buttons lead: its own routes, not Zar's. */
const headerLinks = {
  home: '/',
  promotions: '/offers',
  claimBonus: '/offers/claim',
  deposit: '/wallet/deposit',
  balance: '/wallet',
};

/** Acme's footer: two columns of its own instead of Zar's sportsbook and casino columns. */
const footerColumns = [
  {
    id: 'play',
    title: 'Play',
    links: [
      { label: 'Slots', href: '/slots' },
      { label: 'Live casino', href: '/live' },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    links: [
      { label: 'Contact', href: '/help/contact' },
      { label: 'Fair play', href: '/help/fair-play' },
    ],
  },
];

export function App() {
  const [locale, setLocale] = useState<Locale>('en');
  const [token, setToken] = useState(session.token);
  const [user, setUser] = useState<UserSummary>();
  const [games, setGames] = useState<readonly Game[]>([]);
  const [loadingGames, setLoadingGames] = useState(true);
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(new Set());
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [balance, setBalance] = useState<number>();

  useEffect(() => {
    setApiLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    api
      .casinoGames({ skip: 0, take: 12 })
      .then((answer) => setGames(answer.data))
      .finally(() => setLoadingGames(false));
  }, []);

  // A player's balance, then every change the hub pushes.
  useEffect(() => {
    if (!token) return;
    api.balance().then((answer) => setBalance(answer.data.balance));
    const connection = createNotifyConnection({
      url: '/hub/frnotify',
      accessTokenFactory: async () => (await api.hubTicket()).data.ticket,
      fingerprint: 'acme-bet-example',
    });
    const stopListening = connection.onMessage((command, message) => {
      if (command === 'Balance') setBalance(JSON.parse(message).balance);
    });
    connection.start().catch(() => undefined);
    return () => {
      stopListening();
      void connection.stop();
    };
  }, [token]);

  const login = useCallback(async (values: { username: string; password: string }) => {
    setLoginError(null);
    try {
      const answer = await api.login(values);
      session.save(answer.data.token);
      setUser({ name: answer.data.username, code: answer.data.usercode });
      setToken(answer.data.token);
      setLoginOpen(false);
    } catch (error) {
      setLoginError(error instanceof ApiError ? error.message : String(error));
    }
  }, []);

  return (
    <ZarUiProvider locale={locale} strings={acmeStrings}>
      <div className="acme-page">
        <Header
          isLoggedIn={token !== null}
          user={token ? user : undefined}
          balance={balance}
          logo={<AcmeLogo />}
          links={headerLinks}
          quickLinks={quickLinks}
          languages={languages}
          language={locale}
          onLanguageChange={(next) => setLocale(next === 'tr' ? 'tr' : 'en')}
          onLoginClick={() => setLoginOpen(true)}
          onUserClick={() => setLoginOpen(true)}
        />
        <main className="acme-main">
          <h1 className="acme-title">
            {locale === 'tr' ? 'Acme Bet oyunları' : 'Games at Acme Bet'}
          </h1>
          <GameGrid
            label={locale === 'tr' ? 'Oyunlar' : 'Games'}
            games={games}
            loading={loadingGames}
            favorites={favorites}
            onPlay={() => setLoginOpen(!token)}
            onToggleFavorite={(game, wasFavorite) => {
              const next = new Set(favorites);
              if (wasFavorite) next.delete(game.gameCode);
              else next.add(game.gameCode);
              setFavorites(next);
            }}
          />
          {token ? <WithdrawPanel locale={locale} /> : null}
        </main>
        <Footer
          brandName="Acme Bet"
          logo={<AcmeLogo />}
          columns={footerColumns}
          quickContacts={{ telegram: [], whatsapp: [] }}
          socialLinks={{}}
          responsibleGamingHref="/responsible-gaming"
          providers={[]}
          providerAutoplay={false}
        />
      </div>
      <Dialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        title={locale === 'tr' ? 'Giriş' : 'Login'}
      >
        <LoginForm rules={loginRules} showTitle={false} onSubmit={login} error={loginError} />
      </Dialog>
    </ZarUiProvider>
  );
}

/** A withdrawal through the server-defined form of the first withdraw method (an IBAN mask). */
function WithdrawPanel({ locale }: { locale: Locale }) {
  const [method, setMethod] = useState<PaymentMethod>();
  const [fields, setFields] = useState<readonly PaymentField[]>([]);
  const [outcome, setOutcome] = useState<string>();

  useEffect(() => {
    api.paymentMethods({ type: 'withdraw' }).then(async (answer) => {
      const first = answer.data[0];
      if (!first) return;
      setMethod(first);
      setFields((await api.paymentDetail({ id: first.id, type: 'withdraw' })).data);
    });
  }, []);

  if (!method) return null;
  return (
    <section className="acme-withdraw" aria-labelledby="acme-withdraw-title">
      <h2 id="acme-withdraw-title">{method.name}</h2>
      <DynamicForm
        methodId={method.id}
        fields={fields}
        locale={locale === 'tr' ? 'tr-TR' : 'en-GB'}
        currency="TRY"
        submitLabel={locale === 'tr' ? 'Çek' : 'Withdraw'}
        onSubmit={async (request) => {
          try {
            const answer = await api.withdraw(request, {
              headers: { 'idempotency-key': crypto.randomUUID() },
            });
            setOutcome(answer.message ?? `#${answer.data.id}`);
          } catch (error) {
            setOutcome(error instanceof Error ? error.message : String(error));
          }
        }}
      />
      {outcome ? <p role="status">{outcome}</p> : null}
    </section>
  );
}
