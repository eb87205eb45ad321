import { failed, type MockResolvers, ok } from '../mock-endpoint';
import { say } from '../mock-messages';

/**
 * Bootstrap, translations, sign-up form data, carousels, content pages, promotions, call-me-back,
 * top winners, health.
 */
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
    // As the API: drafts are never served, so `status: false` lists nothing.
    const category = fixtures.content.find((item) => item.id === input.categoryId);
    const pages = input.status ? (category?.pages.filter((page) => page.published) ?? []) : [];
    return ok(pages.map((page) => ({ id: page.id, title: page.title, html: page.html })));
  },
  contentDetail: ({ fixtures, input, locale }) => {
    for (const category of fixtures.content) {
      const page = category.pages.find((item) => item.id === input.id && item.published);
      if (page) {
        return ok({ id: page.id, title: page.title, html: page.html, categoryName: category.name });
      }
    }
    return failed(404, say(locale, 'contentMissing'));
  },
  promotions: ({ fixtures, locale }) =>
    ok(fixtures.promotions[locale] ?? fixtures.promotions.tr ?? []),
  callMeBack: ({ input, state, locale }) => {
    state.callMeBackRequests.push(input);
    return ok(null, say(locale, 'callMeBackReceived'));
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
