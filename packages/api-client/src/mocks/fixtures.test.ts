import { describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '../contract';
import { fixtureHandlers } from './fixture-handlers';
import {
  bonusOffersFixture,
  bootstrapFixture,
  fixtureAnswers,
  gamesFixture,
  listedMethods,
  promotionsFixture,
  slidersFixture,
  topWinnersFixture,
  translationsFixture,
} from './fixtures';

/** Parses `data` as the envelope `name` answers with; throws when it does not fit. */
function asAnswerOf(name: EndpointName, data: unknown) {
  return endpoints[name].response.parse({ success: true, message: null, data });
}

describe('the fixtures fit the contract', () => {
  it('every answer of fixtureAnswers parses with its endpoint schema', () => {
    for (const [name, data] of Object.entries(fixtureAnswers)) {
      expect(() => asAnswerOf(name as EndpointName, data), name).not.toThrow();
    }
    expect(fixtureHandlers('http://localhost/api/', fixtureAnswers)).toHaveLength(
      Object.keys(fixtureAnswers).length,
    );
  });

  it('so does every other language, carousel, winner list, game and payment direction', () => {
    for (const list of Object.values(translationsFixture)) asAnswerOf('translations', list);
    for (const list of Object.values(promotionsFixture)) asAnswerOf('promotions', list);
    for (const slides of Object.values(slidersFixture)) asAnswerOf('sliderList', slides);
    asAnswerOf('topWinners', topWinnersFixture.live);
    asAnswerOf('casinoGames', gamesFixture);
    asAnswerOf('paymentMethods', listedMethods('withdraw'));
    asAnswerOf('bootstrap', bootstrapFixture);
    expect(bonusOffersFixture.length).toBeGreaterThan(0);
  });

  it('refuses a fixture that no longer fits, when the handlers are made', () => {
    const { casinoCategoryList: _dropped, ...withoutCategories } = bootstrapFixture;
    expect(() =>
      fixtureHandlers('http://localhost/api/', { bootstrap: withoutCategories as never }),
    ).toThrow();
  });
});
