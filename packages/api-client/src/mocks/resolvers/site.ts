import { type MockResolvers, ok } from '../mock-endpoint';

/** Bootstrap, translations, sign-up form data, carousels, content pages, top winners, health. */
export const siteResolvers = {
  bootstrap: ({ fixtures }) => ok(fixtures.bootstrap),
  translations: ({ fixtures, locale }) =>
    ok(fixtures.translations[locale] ?? fixtures.translations.tr ?? []),
  registerForm: ({ fixtures }) => ok({ countries: fixtures.countries }),
  sliderList: ({ fixtures, input }) => ok(fixtures.sliders[input.slug] ?? []),
  categoryList: ({ fixtures }) =>
    ok(
      fixtures.content.map((category) => ({
        id: category.id,
        name: category.name,
        content: category.pages
          .filter((page) => page.published)
          .map((page) => ({ id: page.id, title: page.title })),
      })),
    ),
  contentList: ({ fixtures, input }) => {
    const category = fixtures.content.find((item) => item.id === input.categoryId);
    const pages = category?.pages.filter((page) => !input.status || page.published) ?? [];
    return ok(pages.map((page) => ({ id: page.id, title: page.title, html: page.html })));
  },
  topWinners: ({ fixtures, input }) =>
    ok(
      (input.isLive ? fixtures.topWinners.live : fixtures.topWinners.casino).slice(0, input.count),
    ),
  health: ({ startedAt }) =>
    ok({
      status: 'ok' as const,
      database: 'pglite' as const,
      version: 'mock',
      uptimeSeconds: Math.max(0, (Date.now() - startedAt) / 1000),
    }),
} satisfies Partial<MockResolvers>;
