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
  if (!issue) return serverMessage('serverHttp:badRequest', locale);
  const reason = describeValidationIssue(issue, locale);
  if (issue.path.length === 0)
    return serverMessage('serverHttp:requestInvalid', locale, { reason });
  const field = fieldName(issue.path);
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return serverMessage('serverHttp:fieldRequired', locale, { field });
  }
  return serverMessage('serverHttp:fieldInvalid', locale, { field, reason });
}

/**
 * The path of the first text (a string or an object key) in `value` holding a NUL character,
 * which PostgreSQL cannot store in `text` or `jsonb`; null when there is none.
 */
export function nulCharacterPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (key.includes('\u0000')) return at;
    const found = nulCharacterPath(inner, at);
    if (found) return found;
  }
  return null;
}

/** The 400 sentence for a NUL character at `path` of the request. */
export function describeNulCharacter(path: PropertyKey[], locale: Locale): string {
  return serverMessage('serverHttp:fieldHasNulCharacter', locale, { field: fieldName(path) });
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
