import { toNestErrors } from '@hookform/resolvers';
import { isValidationMessageKey } from '@zar/api-client/contract';
import { useMemo } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import type { UiTranslate } from '../../strings/ui-strings';
import { useUiTranslation } from '../../strings/use-ui-translation';

/**
 * The player-facing sentence of a contract validation issue: its `validation.*` key looked up in
 * `common.validation` (the same strings the site uses), with the issue's limits filled in.
 */
export function describeValidationIssueWith(t: UiTranslate, issue: z.core.$ZodIssue): string {
  const key = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  return t(`common.${key}` as never, {
    minimum: 'minimum' in issue ? String(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? String(issue.maximum) : undefined,
  });
}

/**
 * A react-hook-form resolver over a contract rule schema whose errors are translated into the
 * language of the components (`useUiTranslation`); each field gets its first issue.
 */
export function useTranslatedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const { t } = useUiTranslation();
  return useMemo<Resolver<Input, unknown, Output>>(
    () => async (values, _context, options) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        errors[path] ??= { type: issue.code, message: describeValidationIssueWith(t, issue) };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    },
    [schema, t],
  );
}
