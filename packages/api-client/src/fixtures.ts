/**
 * `@zar/api-client/fixtures`: plain demo data the contract's schemas check (`fixtures.test.ts`)
 * and `fixtureHandlers`, msw handlers that answer an endpoint with one of them. No state and no
 * logic: for stories and component tests that only need data.
 */
export * from './mocks/fixture-handlers';
export * from './mocks/fixtures';
