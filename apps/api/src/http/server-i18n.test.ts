import { flattenStrings } from '@zar/locales';
import { serverTr } from '@zar/locales/server';
import { describe, expect, it } from 'vitest';
import { type ServerKey, serverKeys, translate } from './server-i18n';

/** Every server string's key and its Turkish text, e.g. `serverCasino:gameMissing`. */
const entries = Object.entries(serverTr).flatMap(([namespace, tree]) =>
  flattenStrings(tree).map(({ key, value }) => ({
    key: `${namespace}:${key}` as ServerKey,
    value,
  })),
);

describe('the server’s i18next', () => {
  it('resolves every key in both languages and fills every placeholder', () => {
    for (const { key, value } of entries) {
      const names = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      for (const locale of ['tr', 'en'] as const) {
        const text = translate(locale, key, values);
        expect(text, `${locale} ${key}`).not.toBe(key);
        expect(text, `${locale} ${key}`).not.toContain('{{');
        // Values go in as they are: the pages escape their HTML, JSON needs none.
        for (const name of names) expect(text, `${locale} ${key}`).toContain(`<${name}>`);
      }
    }
    expect(translate('tr', 'serverAccounts:loginSucceeded', { name: 'Ayşe' })).toBe(
      'Hoş geldiniz, Ayşe!',
    );
  });

  it('writes a value as it is: a player’s name is never read as a placeholder, a key or HTML', () => {
    const name = '$t(serverHttp:notFound) {{name}} <b>&';
    expect(translate('en', 'serverAccounts:loginSucceeded', { name })).toBe(`Welcome, ${name}!`);
  });

  it('names a namespace’s keys as a tree', () => {
    expect(serverKeys('serverBonuses').notices.expiredNotice.title).toBe(
      'serverBonuses:notices.expiredNotice.title',
    );
  });
});
