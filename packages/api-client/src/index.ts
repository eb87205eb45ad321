/**
 * `@zar/api-client`: the typed client, zod-free. It calls the API through the generated route
 * table, so importing it costs no zod and none of the contract's schemas. The contract's types
 * are here as types only; its schemas, endpoints and the helpers that use them are at
 * `@zar/api-client/contract`.
 */
export * from './client';
export type * from './contract';
// The contract's modules that hold no zod: the route table, the first screen's and cookies'
// names, the enumerations' values, the game frame's messages, the limits' rule, the hub push
// reader, personal-data checks, the popup's hash, the sign-up form's defaults and the validation
// messages' keys.
export * from './contract/enumeration-values';
export * from './contract/first-screen';
export * from './contract/game-frame';
export * from './contract/limit-rules';
export * from './contract/notify-push';
export * from './contract/personal-data';
export * from './contract/popup-hash';
export * from './contract/registration-defaults';
export * from './contract/routes.gen';
export * from './contract/validation-messages';
