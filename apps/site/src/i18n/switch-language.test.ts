import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, languageStorageKey } from './i18n';
import { pageReload, switchLanguage } from './switch-language';

describe('switchLanguage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await changeLanguage('tr');
  });

  it('saves the chosen language and reloads the page', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await switchLanguage('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a language the site has no strings for', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await switchLanguage('de');
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
