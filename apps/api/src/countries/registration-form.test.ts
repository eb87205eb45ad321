import { registerForm } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../test-app';

let testApp: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

async function countries(locale: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/form',
    headers: { locale },
  });
  expect(response.statusCode).toBe(200);
  return registerForm.response.parse(response.json()).data.countries;
}

describe('GET /api/auth/form', () => {
  it('lists every country in Turkish, Türkiye (235) first, the rest in Turkish order', async () => {
    const list = await countries('tr');

    expect(list).toHaveLength(249);
    expect(list[0]).toEqual({ id: 235, name: 'Türkiye' });
    expect(list.map((country) => country.name)).toContain('Almanya');
    const rest = list.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('tr').compare));
  });

  it('names the countries in English for locale en, with the same ids', async () => {
    const turkish = await countries('tr');
    const english = await countries('en');

    expect(english[0]).toEqual({ id: 235, name: 'Türkiye' });
    const germany = english.find((country) => country.name === 'Germany');
    expect(turkish.find((country) => country.id === germany?.id)?.name).toBe('Almanya');
  });
});
