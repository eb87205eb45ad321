import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { renderRoute } from '../test/render-route';
import { testSession } from '../test/test-session';
import { paths } from './paths';

/** Every route of SPEC §2 with an example address and the Turkish h1 its page shows. */
const publicRoutes = [
  ['/', "Zar'a hoş geldiniz"],
  ['/spor', 'Spor'],
  ['/spor/fcg', 'Spor'],
  ['/livespor', 'Canlı Bahis'],
  ['/livespor/fcg', 'Canlı Bahis'],
  ['/esports', 'E-Spor'],
  ['/esports/betco', 'E-Spor'],
  ['/casino/slot', 'Casino'],
  ['/casino/live', 'Canlı Casino'],
  ['/casino/games', 'Oyunlar'],
  ['/casino/virtual', 'Sanal Oyunlar'],
  ['/casino/bingo', 'Bingo'],
  ['/casino/tvbets', 'TV Oyunları'],
  ['/casino/play/eyJnYW1lQ29kZSI6ImRlbW8ifQ', 'Oyun'],
  ['/promotions', 'Promosyonlar'],
  ['/pages/101', 'Hakkımızda'],
  ['/call-me', 'Sizi Arayalım'],
] as const;

const accountRoutes = [
  ['/dashboard', 'Hesabım'],
  ['/dashboard/account', 'Hesap Bilgileri'],
  ['/dashboard/phone-verification', 'Telefon Doğrulama'],
  ['/dashboard/deposit', 'Para Yatır'],
  ['/dashboard/withdraw', 'Para Çek'],
  ['/dashboard/change-password', 'Şifre Değiştir'],
  ['/dashboard/financial-activities', 'Finansal Hareketler'],
  ['/dashboard/game-history', 'Oyun Geçmişi'],
  ['/dashboard/claim-bonus', 'Bonus Talep'],
  ['/dashboard/bonuses', 'Bonuslarım'],
  ['/dashboard/session-history', 'Oturum Geçmişi'],
  ['/dashboard/responsible-gaming', 'Sorumlu Oyun'],
] as const;

describe('route table', () => {
  it('covers every path the site declares', () => {
    const tested = [...publicRoutes, ...accountRoutes].map(([path]) => path);
    const withParams = Object.values(paths).map((path) =>
      path.replace(':game', 'eyJnYW1lQ29kZSI6ImRlbW8ifQ').replace(':id', '101'),
    );
    expect(new Set(tested)).toEqual(new Set(withParams));
  });

  it.each(publicRoutes)('%s shows its page with the h1 "%s"', async (path, title) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(accountRoutes)('%s shows its page with the h1 "%s" to a player', async (path, title) => {
    useSessionStore.getState().signIn(testSession);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the not-found page for an unknown address', async () => {
    renderRoute('/casino/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('renders the page inside the layout: main menu links and the main landmark', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    const menu = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(menu.querySelector('a[href="/livespor"]')?.textContent).toBe('Canlı Bahis');
    expect(document.title).toBe("Zar'a hoş geldiniz · Zar");
  });
});
