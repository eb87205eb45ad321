import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, defaultLanguage, i18n, languageStorageKey } from './i18n';

describe('i18n', () => {
  afterEach(() => changeLanguage(defaultLanguage));

  it('starts in Turkish with the Turkish menu', () => {
    expect(i18n.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('menu.liveBetting')).toBe('Canlı Bahis');
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
