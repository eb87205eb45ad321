import type { SameKeys } from '../../define-namespace';
import type { serverHttp as tr } from '../tr/server-http';

export const serverHttp: SameKeys<typeof tr> = {
  notFound: 'The requested address was not found.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  bodyTooDeep: 'The request body is nested too deeply; at most {{limit}} levels are allowed.',
  unsupportedMediaType: 'This content type is not supported; send JSON.',
  badRequest: 'The request is invalid.',
  fieldRequired: 'The field "{{field}}" is required.',
  fieldInvalid: 'The field "{{field}}" is invalid: {{reason}}',
  fieldHasNulCharacter: 'The field "{{field}}" is invalid: it must not contain a NUL character.',
  requestInvalid: 'The request is invalid: {{reason}}',
  serviceBusy: 'The server is very busy right now. Please try again in a few seconds.',
  internalError: 'Something went wrong on our side. Please try again later.',
  contentNotFound: 'The page you are looking for was not found or has been unpublished.',
  callMeBackReceived:
    'Your request has been received. Our team will call you in the time window you chose.',
  originNotAllowed: 'Calls to the API are not allowed from this site.',
  sessionRequired: 'Your session has ended, please log in again.',
  databaseUnavailable: 'The database cannot be reached right now.',
  challenge: {
    needed:
      'There have been many attempts. To go on, a short check is needed; your browser completes it by itself in a few seconds.',
    refused: 'The check was not accepted or has expired; please complete the new one.',
  },
  tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  sessionTimeLimitReached: 'Your session time limit has been reached; you have been logged out.',
};
