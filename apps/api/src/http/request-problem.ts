import { describeValidationIssue } from '@zar/api-client/contract';
import * as z from 'zod';
import { type Locale, serverMessage } from './messages';

/** Zod's own sentences per language, for issues the contract gives no message key. */
export const zodErrorMaps: Record<Locale, z.core.$ZodErrorMap> = {
  tr: z.locales.tr().localeError,
  en: z.locales.en().localeError,
};

/**
 * One sentence saying what is wrong with a request, naming the first field at fault, e.g.
 * `"username" alanı zorunludur.` or `The field "age" is invalid: Invalid input: expected number`.
 */
export function describeRequestProblem(error: z.ZodError, input: unknown, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return serverMessage('badRequest', locale);
  const reason = describeValidationIssue(issue, locale);
  if (issue.path.length === 0) return serverMessage('requestInvalid', locale, { reason });
  const field = fieldName(issue.path);
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return serverMessage('fieldRequired', locale, { field });
  }
  return serverMessage('fieldInvalid', locale, { field, reason });
}

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      return index === 0 ? String(key) : `.${String(key)}`;
    })
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
