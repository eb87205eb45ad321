import { toNestErrors } from '@hookform/resolvers';
import { isValidationMessageKey } from '@zar/api-client';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { i18n } from '../i18n/i18n';

/**
 * The player-facing sentence of a contract validation issue: its `validation.*` key translated
 * from the `common.validation` strings, with the issue's limits filled in.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const key = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  return i18n.t(`common.${key}` as 'common.validation.invalid', {
    minimum: 'minimum' in issue ? String(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? String(issue.maximum) : undefined,
  });
}

/**
 * A react-hook-form resolver over a contract request schema whose errors are already translated
 * into the current language; each field shows its first issue.
 */
export function translatedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: describeIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
