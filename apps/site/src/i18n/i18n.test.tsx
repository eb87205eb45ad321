import { afterEach, describe, expect, it } from 'vitest';
import {
  changeLanguage,
  defaultLanguage,
  i18n,
  languageStorageKey,
  loadLanguage,
  loadPlayerStrings,
} from './i18n';

describe('i18n', () => {
  afterEach(() => changeLanguage(defaultLanguage));

  it('starts in Turkish with the Turkish menu', () => {
    expect(i18n.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('menu.liveBetting')).toBe('Canlı Bahis');
  });

  it('loads English only when it is used, keeping server strings already put into it', async () => {
    // First in this file: nothing has loaded English yet. Before, English falls back to the bundled Turkish.
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('menu.liveBetting', { lng: 'en' })).toBe('Canlı Bahis');
    i18n.addResources('en', 'translation', { 'menu.sports': 'Sports (server)' });
    await loadLanguage('en');
    expect(i18n.t('menu.liveBetting', { lng: 'en' })).toBe('Live Betting');
    expect(i18n.t('menu.sports', { lng: 'en' })).toBe('Sports (server)');
  });

  it("adds the bonus money strings with a player's pages, keeping server strings (issue 22)", async () => {
    // First in this file: no account page has loaded them yet.
    expect(i18n.exists('bonusMoney.claimDialog.accept', { lng: 'tr' })).toBe(false);
    i18n.addResources('tr', 'translation', { 'bonusMoney.active.keep': 'Bonusu tut (sunucu)' });
    await loadPlayerStrings();
    expect(i18n.t('bonusMoney.claimDialog.accept')).toBe('Şartları kabul et ve al');
    expect(i18n.t('bonusMoney.active.keep')).toBe('Bonusu tut (sunucu)');
  });

  it('a language switch sets <html lang>, saves the choice and translates', async () => {
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(i18n.t('menu.liveBetting')).toBe('Live Betting');
    await changeLanguage('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(languageStorageKey)).toBe('tr');
  });
});
